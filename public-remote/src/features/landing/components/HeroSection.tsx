import { Link } from 'react-router-dom';
import { COMPANY_TEXTS, company, history, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { Reveal } from './Reveal';
import './HeroSection.css';

const foundedYear = history[0]?.year;

/** The top of the landing page: who the company is, in one line, and where to go next. */
export function HeroSection() {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <section id={SECTION_ELEMENT_IDS.home} className="pr-hero" aria-labelledby="landing-hero-title">
      <div className="pr-container pr-hero__inner">
        <Reveal>
          <p className="pr-hero__eyebrow">{company.name}</p>
          <h1 id="landing-hero-title" className="pr-hero__title">
            {COMPANY_TEXTS[locale].tagline}
          </h1>
          <p className="pr-hero__lead">{messages.heroLead(foundedYear)}</p>
          <div className="pr-hero__actions">
            <Link className="pr-button" to="/products">
              {messages.exploreProducts}
            </Link>
            <Link className="pr-button pr-button--light" to="/contact">
              {messages.contactSales}
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
