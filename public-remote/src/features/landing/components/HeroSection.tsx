import { Link } from 'react-router-dom';
import { company, history } from '@mfe/shared-ui';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { Reveal } from './Reveal';
import './HeroSection.css';

const foundedYear = history[0]?.year;

/** The top of the landing page: who the company is, in one line, and where to go next. */
export function HeroSection() {
  return (
    <section id={SECTION_ELEMENT_IDS.home} className="pr-hero" aria-labelledby="landing-hero-title">
      <div className="pr-container pr-hero__inner">
        <Reveal>
          <p className="pr-hero__eyebrow">{company.name}</p>
          <h1 id="landing-hero-title" className="pr-hero__title">
            {company.tagline}
          </h1>
          <p className="pr-hero__lead">
            Sales, installation and service of machine tools, cutting tools, measuring instruments and material handling, plus an engineering workshop
            for jigs, fixtures and special machines{foundedYear ? ` — since ${foundedYear}` : ''}.
          </p>
          <div className="pr-hero__actions">
            <Link className="pr-button" to="/products">
              Explore products
            </Link>
            <Link className="pr-button pr-button--light" to="/contact">
              Contact sales
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
