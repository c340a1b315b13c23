import { Link } from 'react-router-dom';
import { company, footerLinks } from '@mfe/shared-ui';

/** Company facts from the site config; the e-mail row shows the address (the spec's placeholder is a defect). */
export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="public-footer__company">
            {company.name}
          </h2>
          <dl className="public-footer__facts">
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Sales e-mail</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{company.address}</dd>
            </div>
          </dl>
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
