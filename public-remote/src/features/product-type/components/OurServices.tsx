import { useGetSiteSettingsQuery, useLocale } from '@mfe/shared-ui';
import { shownSettingText } from '../../../lib/shownText';
import { useMessages } from '../../../messages/messages';
import './OurServices.css';

/** A section's text in paragraphs: the settings separate them by a blank line. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Spec §2: background, sales, engineering, philosophy and mission, from the site settings; nothing without them. */
export function OurServices() {
  const messages = useMessages();
  const locale = useLocale();
  const services = useGetSiteSettingsQuery().data?.services ?? [];
  if (services.length === 0) return null;
  return (
    <section className="pr-services" aria-labelledby="services-title">
      <h2 id="services-title" className="pr-services__title">
        {messages.ourServices}
      </h2>
      {services.map((section) => {
        const heading = shownSettingText(section, 'heading', locale);
        const text = shownSettingText(section, 'text', locale);
        return (
          <div key={section.heading} className="pr-services__section">
            <h3 lang={heading.lang}>{heading.text}</h3>
            {paragraphsOf(text.text).map((paragraph) => (
              <p key={paragraph} lang={text.lang}>
                {paragraph}
              </p>
            ))}
          </div>
        );
      })}
    </section>
  );
}
