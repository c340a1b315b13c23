import { useParams } from 'react-router-dom';
import { selectRole, useAppSelector } from '@mfe/shared-ui';
import { adminScreenTitle, adminSectionAt, DASHBOARD_PATH, sectionOpenTo, type AdminScreen } from '@mfe/shared-ui/site/admin-navigation';
import { RemoteScreen } from '../federation/RemoteScreen';
import { useMessages } from '../messages/adminChromeMessages';
import { AdminOnlyPage } from './AdminOnlyPage';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';

/**
 * /admin/:section, /admin/:section/create and /admin/:section/detail/:id: the admin remote's screen
 * that the section's entry in the table of admin sections names, under its title; not found where it has none,
 * and a plain 'only administrators' page where the member's role may not open it.
 */
export function AdminScreenRoute({ screen }: { screen: AdminScreen }) {
  const { section: segment, id } = useParams();
  const messages = useMessages();
  const role = useAppSelector(selectRole);
  const section = adminSectionAt(segment);
  const module = section?.screens[screen];
  if (!section || !module) return <NotFoundPage homePath={DASHBOARD_PATH} />;
  if (!sectionOpenTo(section, role)) {
    return (
      <PageTitle title={adminScreenTitle(section, screen, messages)}>
        <AdminOnlyPage />
      </PageTitle>
    );
  }
  return (
    <PageTitle title={adminScreenTitle(section, screen, messages)}>
      <RemoteScreen
        // A new section or record starts a fresh screen (no state carried over from the previous one).
        key={`${section.path}/${screen}/${id ?? ''}`}
        remote="admin_remote"
        module={module}
        // The catalogue areas share their screens, told which area they show.
        props={section.area ? { area: section.area } : undefined}
      />
    </PageTitle>
  );
}
