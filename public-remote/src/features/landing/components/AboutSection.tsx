import { Link } from 'react-router-dom';
import { ENGINEERING_TYPE_NAME, company, history, productTypePath } from '@mfe/shared-ui';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { Reveal } from './Reveal';
import './AboutSection.css';

const founded = history[0]?.year;
const latest = history[history.length - 1]?.year;

/** Key figures, derived from the site config's history so they cannot drift from it. */
const FACTS = [
  { value: founded ? String(founded) : '—', label: 'Founded in Bekasi' },
  { value: String(history.filter((event) => /distributor/i.test(event.text)).length), label: 'Distributorships' },
  { value: 'ISO 9001 · 14001', label: `Certified by ${latest ?? ''}` },
  { value: '2', label: 'Divisions: sales and engineering' },
];

export function AboutSection() {
  return (
    <section id={SECTION_ELEMENT_IDS.about} className="pr-about" aria-labelledby="landing-about-title">
      <div className="pr-container pr-about__inner">
        <Reveal className="pr-about__text">
          <p className="pr-section-eyebrow pr-about__eyebrow">Who we are</p>
          <h2 id="landing-about-title" className="pr-about__title">
            About Us
          </h2>
          <p>{company.about}</p>
          <Link className="pr-button pr-button--ghost" to={productTypePath(ENGINEERING_TYPE_NAME)}>
            Our company profile
          </Link>
        </Reveal>
        <Reveal className="pr-about__facts-wrap" delayMs={150}>
          <dl className="pr-about__facts">
            {FACTS.map((fact) => (
              <div key={fact.label} className="pr-about__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
