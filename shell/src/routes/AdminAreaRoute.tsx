import { useParams } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { adminAreaTitle, isAdminArea, type AdminScreen } from './adminAreas';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';

/** /admin/:area, /admin/:area/create and /admin/:area/detail/:id: the admin remote's list or form. */
export function AdminAreaRoute({ screen }: { screen: AdminScreen }) {
  const { area, id } = useParams();
  if (!isAdminArea(area)) return <NotFoundPage homePath="/admin/dashboard" />;
  return (
    <PageTitle title={adminAreaTitle(area, screen)}>
      <RemoteScreen
        // A new area or record starts a fresh screen (no state carried over from the previous one).
        key={`${area}/${screen}/${id ?? ''}`}
        remote="admin_remote"
        module={screen === 'list' ? 'AreaListPage' : 'AreaFormPage'}
        props={{ area }}
      />
    </PageTitle>
  );
}
