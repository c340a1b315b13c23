import { Link } from 'react-router-dom';
import { ENGINEERING_TYPE_NAME, productTypePath, useGetSiteSettingsQuery, useLocale, type SiteSettings } from '@mfe/shared-ui';
import { shownSettingText } from '../../../lib/shownText';
import { useMessages, type PublicMessages } from '../../../messages/messages';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { Reveal } from './Reveal';
import './AboutSection.css';

/** Key figures, derived from the settings (the city, the English history) so they cannot drift from them. */
function facts(messages: PublicMessages, { city, history }: SiteSettings) {
  const founded = history[0]?.year;
  const latest = history[history.length - 1]?.year;
  const distributorships = history.filter((event) => /distributor/i.test(event.text)).length;
  return [
    { value: founded ? String(founded) : '—', label: messages.factFounded(city) },
    { value: String(distributorships), label: messages.factDistributorships },
    { value: 'ISO 9001 · 14001', label: messages.factCertified(latest) },
    { value: '2', label: messages.factDivisions },
  ];
}

/** The settings' About text and key figures; without the settings (the API is down) only the heading and the profile link. */
export function AboutSection() {
  const messages = useMessages();
  const locale = useLocale();
  const { data: settings } = useGetSiteSettingsQuery();
  const about = settings ? shownSettingText(settings, 'about', locale) : null;
  return (
    <section id={SECTION_ELEMENT_IDS.about} className="pr-about" aria-labelledby="landing-about-title">
      <div className="pr-container pr-about__inner">
        <Reveal className="pr-about__text">
          <p className="pr-section-eyebrow pr-about__eyebrow">{messages.aboutEyebrow}</p>
          <h2 id="landing-about-title" className="pr-about__title">
            {messages.aboutUs}
          </h2>
          {about && <p lang={about.lang}>{about.text}</p>}
          <Link className="pr-button pr-button--ghost" to={productTypePath(ENGINEERING_TYPE_NAME)}>
            {messages.companyProfileLink}
          </Link>
        </Reveal>
        {settings && (
          <Reveal className="pr-about__facts-wrap" delayMs={150}>
            <dl className="pr-about__facts">
              {facts(messages, settings).map((fact) => (
                <div key={fact.label} className="pr-about__fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Reveal>
        )}
      </div>
    </section>
  );
}
