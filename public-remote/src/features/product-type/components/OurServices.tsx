import { useLocale } from '@mfe/shared-ui';
import { SERVICES } from '@mfe/shared-ui/site/company-services';
import { useMessages } from '../../../messages/messages';
import './OurServices.css';

/** Spec §2: background, sales, engineering, philosophy and mission, from the site config. */
export function OurServices() {
  const messages = useMessages();
  const services = SERVICES[useLocale()];
  return (
    <section className="pr-services" aria-labelledby="services-title">
      <h2 id="services-title" className="pr-services__title">
        {messages.ourServices}
      </h2>
      {services.map((section) => (
        <div key={section.heading} className="pr-services__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
