import { COMPANY_TEXTS, company, useLocale } from '@mfe/shared-ui';
import type { ShownText } from '../../../lib/shownText';
import { TypeBanner } from './TypeBanner';
import { ContactCard } from './ContactCard';
import { HistoryTimeline } from './HistoryTimeline';
import { OurServices } from './OurServices';
import './CompanyProfile.css';

/** Spec §2: 'Engineering & Services' (the type whose page kind says so) shows who the company is instead of distributors. */
export function CompanyProfile({ title }: { title: ShownText }) {
  const locale = useLocale();
  return (
    <>
      <TypeBanner eyebrow={company.name} title={title} description={{ text: COMPANY_TEXTS[locale].about }} />
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
