import { CompanyContactFacts, company } from '@mfe/shared-ui';
import './ContactCard.css';

/** The company's contact facts and where to find it, all from the site config. */
export function ContactCard() {
  return (
    <section className="pr-contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title" className="pr-contact-card__title">
        Contact us
      </h2>
      <CompanyContactFacts className="pr-contact-card__facts" />
      <iframe
        className="pr-contact-card__map"
        title={`Map: ${company.name}, Bekasi`}
        src={company.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
