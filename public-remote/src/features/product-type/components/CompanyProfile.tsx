import { company } from '@mfe/shared-ui';
import { TypeBanner } from './TypeBanner';
import { ContactCard } from './ContactCard';
import { HistoryTimeline } from './HistoryTimeline';
import { OurServices } from './OurServices';
import './CompanyProfile.css';

/** Spec §2: 'Engineering & Services' (the type whose page kind says so) shows who the company is instead of distributors. */
export function CompanyProfile({ title }: { title: string }) {
  return (
    <>
      <TypeBanner eyebrow={company.name} title={title} description={company.about} />
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
