import { Link } from 'react-router-dom';
import { CompanyContactFacts, footerLinks, PRODUCT_NAME, useGetSiteSettingsQuery, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../messages/shellMessages';

/**
 * Company name, contact facts and links from the site settings (the e-mail row shows the e-mail).
 * The shell's server reads the settings before it renders a page, so they are here from the first
 * paint. When they cannot be read (the API is down), the footer still stands: the site's name
 * instead of the company's, and its links, without contact facts or copyright line.
 */
export function PublicFooter() {
  const messages = useMessages();
  const locale = useLocale();
  const { data: settings } = useGetSiteSettingsQuery();
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="public-footer__company">
            {settings?.company_name ?? PRODUCT_NAME}
          </h2>
          {settings && <CompanyContactFacts facts={settings} className="public-footer__facts" locale={locale} emailLabel={messages.salesEmail} />}
        </section>
        <nav aria-label={messages.footerNavigation}>
          <ul className="public-footer__links">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{messages.pageName(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {settings && <p className="public-footer__copyright">{messages.copyright(settings.copyright_year, settings.company_name)}</p>}
    </footer>
  );
}
