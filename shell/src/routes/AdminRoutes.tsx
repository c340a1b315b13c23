import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { INQUIRIES_TITLE, INQUIRY_DETAIL_TITLE } from '@mfe/shared-ui/site/admin-navigation';
import { RemoteScreen } from '../federation/RemoteScreen';
import AdminLayout from '../layouts/admin/AdminLayout';
import { AdminAreaRoute } from './AdminAreaRoute';
import { GuestOnly, RequireAuth } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';
import { DASHBOARD_PATH } from './paths';

/**
 * Everything under /admin (spec §2, §4): the login screen, and the admin layout with the dashboard
 * the seven areas and the inquiries. Its own chunk, with the admin chrome and guards: public pages download none of it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <GuestOnly>
            <PageTitle title="Login">
              <main id="main" className="auth-main">
                <RemoteScreen remote="admin_remote" module="LoginPage" />
              </main>
            </PageTitle>
          </GuestOnly>
        }
      />
      <Route
        element={
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route
          path="dashboard"
          element={
            <PageTitle title="Dashboard">
              <RemoteScreen remote="admin_remote" module="DashboardPage" />
            </PageTitle>
          }
        />
        {/* Inquiries come from visitors: a list and a detail, no create (a path more specific than :area wins). */}
        <Route
          path="inquiry"
          element={
            <PageTitle title={INQUIRIES_TITLE}>
              <RemoteScreen remote="admin_remote" module="InquiryListPage" />
            </PageTitle>
          }
        />
        <Route path="inquiry/detail/:id" element={<InquiryDetailRoute />} />
        <Route path=":area" element={<AdminAreaRoute screen="list" />} />
        <Route path=":area/create" element={<AdminAreaRoute screen="create" />} />
        <Route path=":area/detail/:id" element={<AdminAreaRoute screen="detail" />} />
        <Route path="*" element={<NotFoundPage homePath={DASHBOARD_PATH} />} />
      </Route>
    </Routes>
  );
}

/** A new record starts a fresh screen (as the areas' forms). */
function InquiryDetailRoute() {
  const { id } = useParams();
  return (
    <PageTitle title={INQUIRY_DETAIL_TITLE}>
      <RemoteScreen key={id} remote="admin_remote" module="InquiryDetailPage" />
    </PageTitle>
  );
}
