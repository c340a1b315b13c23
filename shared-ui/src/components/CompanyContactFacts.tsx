import { company } from '../site/siteConfig';

/**
 * The company's phone, e-mail and address as a definition list, from the site config: the public
 * footer (shell) and the Engineering & Services contact card (public remote) both show them.
 * The e-mail row shows the e-mail address (the spec records it showing the phone: a defect).
 */
export function CompanyContactFacts({ className, emailLabel = 'E-mail' }: { className?: string; emailLabel?: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{emailLabel}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>
          <address>{company.address}</address>
        </dd>
      </div>
    </dl>
  );
}
