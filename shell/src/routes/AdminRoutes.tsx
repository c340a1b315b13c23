import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { Ready as AdminChromeReady } from '../messages/adminChromeMessages';
import AdminLayout from '../layouts/admin/AdminLayout';
import { AdminScreenRoute } from './AdminScreenRoute';
import { GuestOnly, RequireAuth } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';
import { DASHBOARD_PATH } from './paths';

/**
 * Everything under /admin (spec §2, §4): the login screen, the pages a one-time link or a forgotten
 * password lead to (no login needed, issue 23), and the admin layout with the screens of the admin's
 * sections (the dashboard, the inquiries, the seven areas, …) and My account. Its own chunk, with the
 * admin chrome and guards: public pages download none of it. The remote's screens of the pages
 * outside the sections set their page titles themselves.
 */
export default function AdminRoutes() {
  return (
    // The admin chrome's dictionary loads with these routes (AppRoutes' Suspense shows meanwhile).
    <AdminChromeReady>
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
          path="forgot-password"
          element={
            <GuestOnly>
              <main id="main" className="auth-main">
                <RemoteScreen remote="admin_remote" module="ForgotPasswordPage" />
              </main>
            </GuestOnly>
          }
        />
        {/* Not guest-only: a signed-in admin may try the link they made; the link's token says whose password it sets. */}
        <Route
          path="set-password"
          element={
            <main id="main" className="auth-main">
              <RemoteScreen remote="admin_remote" module="SetPasswordPage" />
            </main>
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
          {/* Every member's own page (the top bar's name links it), before the sections' patterns. */}
          <Route path="account" element={<RemoteScreen remote="admin_remote" module="AccountPage" />} />
          {/* The sections of the table of admin sections: the dashboard, the inquiries (a list and a detail, no create) and the seven areas. */}
          <Route path=":section" element={<AdminScreenRoute screen="list" />} />
          <Route path=":section/create" element={<AdminScreenRoute screen="create" />} />
          <Route path=":section/detail/:id" element={<AdminScreenRoute screen="detail" />} />
          <Route path="*" element={<NotFoundPage homePath={DASHBOARD_PATH} />} />
        </Route>
      </Routes>
    </AdminChromeReady>
  );
}
