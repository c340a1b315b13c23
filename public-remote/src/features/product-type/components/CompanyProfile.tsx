import { PRODUCT_NAME, useGetSiteSettingsQuery, useLocale } from '@mfe/shared-ui';
import { shownSettingText, type ShownText } from '../../../lib/shownText';
import { TypeBanner } from './TypeBanner';
import { ContactCard } from './ContactCard';
import { HistoryTimeline } from './HistoryTimeline';
import { OurServices } from './OurServices';
import './CompanyProfile.css';

/**
 * Spec §2: 'Engineering & Services' (the type whose page kind says so) shows who the company is
 * instead of distributors, from the site settings. Without them (the API is down) the banner shows
 * the site's name and the type's fallback sentence, and the sections that are only facts are left out.
 */
export function CompanyProfile({ title }: { title: ShownText }) {
  const locale = useLocale();
  const { data: settings, isLoading } = useGetSiteSettingsQuery();
  const about = settings ? shownSettingText(settings, 'about', locale) : null;
  return (
    <>
      <TypeBanner eyebrow={settings?.company_name ?? PRODUCT_NAME} title={title} description={about} loading={isLoading} />
      <div className="pr-container pr-profile">
        <OurServices />
        <aside className="pr-profile__aside">
          <ContactCard />
        </aside>
      </div>
      <HistoryTimeline />
    </>
  );
}
