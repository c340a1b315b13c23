import { CompanyContactFacts, company, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import './ContactCard.css';

/** The company's contact facts and where to find it, all from the site config. */
export function ContactCard() {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <section className="pr-contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title" className="pr-contact-card__title">
        {messages.contactUs}
      </h2>
      <CompanyContactFacts className="pr-contact-card__facts" locale={locale} />
      <iframe
        className="pr-contact-card__map"
        title={messages.mapTitle(company.name)}
        src={company.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
