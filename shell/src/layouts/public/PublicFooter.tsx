import { Link } from 'react-router-dom';
import { CompanyContactFacts, company, footerLinks } from '@mfe/shared-ui';

/** Company name, contact facts and links from the site config (the e-mail row shows the e-mail). */
export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="public-footer__company">
            {company.name}
          </h2>
          <CompanyContactFacts className="public-footer__facts" emailLabel="Sales e-mail" />
        </section>
        <nav aria-label="Footer">
          <ul className="public-footer__links">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="public-footer__copyright">
        © {company.copyrightYear} {company.name}. All rights reserved.
      </p>
    </footer>
  );
}
