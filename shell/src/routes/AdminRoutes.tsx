import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import AdminLayout from '../layouts/admin/AdminLayout';
import { AdminAreaRoute } from './AdminAreaRoute';
import { GuestOnly, RequireAuth } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';
import { DASHBOARD_PATH } from './paths';

/**
 * Everything under /admin (spec §2, §4): the login screen, and the admin layout with the dashboard
 * and the seven areas. Its own chunk, with the admin chrome and guards: public pages download none of it.
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
        <Route path=":area" element={<AdminAreaRoute screen="list" />} />
        <Route path=":area/create" element={<AdminAreaRoute screen="create" />} />
        <Route path=":area/detail/:id" element={<AdminAreaRoute screen="detail" />} />
        <Route path="*" element={<NotFoundPage homePath={DASHBOARD_PATH} />} />
      </Route>
    </Routes>
  );
}
