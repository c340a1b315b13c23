import { Link } from 'react-router-dom';
import { CompanyContactFacts, company, footerLinks, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../messages/shellMessages';

/** Company name, contact facts and links from the site config (the e-mail row shows the e-mail). */
export function PublicFooter() {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="public-footer__company">
            {company.name}
          </h2>
          <CompanyContactFacts className="public-footer__facts" locale={locale} emailLabel={messages.salesEmail} />
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
      <p className="public-footer__copyright">{messages.copyright(company.copyrightYear, company.name)}</p>
    </footer>
  );
}
