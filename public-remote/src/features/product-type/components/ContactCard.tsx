import { CompanyContactFacts, useGetSiteSettingsQuery, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import './ContactCard.css';

/** The company's contact facts and where to find it, all from the site settings; nothing without them. */
export function ContactCard() {
  const messages = useMessages();
  const locale = useLocale();
  const { data: settings } = useGetSiteSettingsQuery();
  if (!settings) return null;
  return (
    <section className="pr-contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title" className="pr-contact-card__title">
        {messages.contactUs}
      </h2>
      <CompanyContactFacts facts={settings} className="pr-contact-card__facts" locale={locale} />
      <iframe
        className="pr-contact-card__map"
        title={messages.mapTitle(settings.company_name, settings.city)}
        src={settings.map_url}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
