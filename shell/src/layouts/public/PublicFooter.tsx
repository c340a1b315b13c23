import { Link } from 'react-router-dom';
import { CompanyContactFacts, company, footerLinks } from '@mfe/shared-ui';
import { useMessages } from '../../messages/shellMessages';

/** Company name, contact facts and links from the site config (the e-mail row shows the e-mail). */
export function PublicFooter() {
  const messages = useMessages();
  // TODO(issue 22, after the public branch's merge): shared-ui's site data becomes bilingual there;
  // the company texts (and CompanyContactFacts' labels) should then be read in useLocale()'s language.
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="public-footer__company">
            {company.name}
          </h2>
          <CompanyContactFacts className="public-footer__facts" emailLabel={messages.salesEmail} />
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
