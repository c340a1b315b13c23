import type { Locale } from '@mfe/catalogue-core/locales';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';

/** The rows' labels in each language of the site (issue 22). */
const LABELS: Record<Locale, { phone: string; email: string; address: string }> = {
  en: { phone: 'Phone', email: 'E-mail', address: 'Address' },
  id: { phone: 'Telepon', email: 'E-mail', address: 'Alamat' },
};

interface CompanyContactFactsProps {
  /** The site settings' contact facts (the caller reads the settings; this only lays them out). */
  facts: Pick<SiteSettings, 'phone' | 'sales_email' | 'address'>;
  className?: string;
  /** The page's language (the labels'; the facts read the same in each). English when not given. */
  locale?: Locale;
  /** The e-mail row's label instead of the plain one (the footer's 'Sales e-mail'), in the page's language. */
  emailLabel?: string;
}

/**
 * The company's phone, e-mail and address as a definition list, from the site settings: the public
 * footer (shell) and the Engineering & Services contact card (public remote) both show them.
 * The e-mail row shows the e-mail address (the spec records it showing the phone: a defect).
 */
export function CompanyContactFacts({ facts, className, locale = 'en', emailLabel }: CompanyContactFactsProps) {
  const labels = LABELS[locale];
  return (
    <dl className={className}>
      <div>
        <dt>{labels.phone}</dt>
        <dd>
          <a href={`tel:${facts.phone.replace(/\s+/g, '')}`}>{facts.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{emailLabel ?? labels.email}</dt>
        <dd>
          <a href={`mailto:${facts.sales_email}`}>{facts.sales_email}</a>
        </dd>
      </div>
      <div>
        <dt>{labels.address}</dt>
        <dd>
          <address>{facts.address}</address>
        </dd>
      </div>
    </dl>
  );
}
