import { Link } from 'react-router-dom';
import { PRODUCT_NAME, useGetSiteSettingsQuery, useLocale } from '@mfe/shared-ui';
import { shownSettingText } from '../../../lib/shownText';
import { useMessages } from '../../../messages/messages';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { Reveal } from './Reveal';
import './HeroSection.css';

/**
 * The top of the landing page: who the company is, in one line (the settings' tagline), and where
 * to go next. Without the settings (the API is down) it names the site instead and keeps its links.
 */
export function HeroSection() {
  const messages = useMessages();
  const locale = useLocale();
  const { data: settings } = useGetSiteSettingsQuery();
  const tagline = settings ? shownSettingText(settings, 'tagline', locale) : { text: PRODUCT_NAME };
  return (
    <section id={SECTION_ELEMENT_IDS.home} className="pr-hero" aria-labelledby="landing-hero-title">
      <div className="pr-container pr-hero__inner">
        <Reveal>
          <p className="pr-hero__eyebrow">{settings?.company_name ?? PRODUCT_NAME}</p>
          <h1 id="landing-hero-title" className="pr-hero__title" lang={tagline.lang}>
            {tagline.text}
          </h1>
          <p className="pr-hero__lead">{messages.heroLead(settings?.history[0]?.year)}</p>
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
