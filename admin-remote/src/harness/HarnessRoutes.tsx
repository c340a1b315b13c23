import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { selectIsLoggedIn, selectSession, useAppSelector } from '@mfe/shared-ui';
import { DASHBOARD_PATH, isAdminArea } from '@mfe/shared-ui/site/admin-navigation';
import LoginPage from '../exposes/LoginPage';
import DashboardPage from '../exposes/DashboardPage';
import AreaListPage from '../exposes/AreaListPage';
import AreaFormPage from '../exposes/AreaFormPage';
import LoginDialog from '../exposes/LoginDialog';
import InquiryListPage from '../exposes/InquiryListPage';
import InquiryDetailPage from '../exposes/InquiryDetailPage';
import SettingsPage from '../exposes/SettingsPage';
import ActivityPage from '../exposes/ActivityPage';
import UserListPage from '../exposes/UserListPage';
import UserCreatePage from '../exposes/UserCreatePage';
import UserDetailPage from '../exposes/UserDetailPage';
import AccountPage from '../exposes/AccountPage';
import SetPasswordPage from '../exposes/SetPasswordPage';
import ForgotPasswordPage from '../exposes/ForgotPasswordPage';
import { HarnessLayout } from './HarnessLayout';

// The admin team's standalone routes: the same screens and guards the shell gives them.

function AreaRoute({ mode }: { mode: 'list' | 'form' }) {
  const { area } = useParams();
  if (!isAdminArea(area)) return <Navigate to={DASHBOARD_PATH} replace />;
  return mode === 'list' ? <AreaListPage key={area} area={area} /> : <AreaFormPage key={area} area={area} />;
}

/** As the shell's guard: an expired session keeps the screen, under the login dialog. */
function RequireLogin({ children, loggedIn }: { children: React.ReactNode; loggedIn: boolean }) {
  const expired = useAppSelector((state) => selectSession(state).ended === 'expired');
  if (!loggedIn && !expired) return <Navigate to="/admin/login" replace />;
  return (
    <>
      {children}
      {expired && <LoginDialog />}
    </>
  );
}

export function HarnessRoutes() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Routes>
      <Route path="/admin/login" element={loggedIn ? <Navigate to="/admin/dashboard" replace /> : <LoginPage />} />
      <Route path="/admin/forgot-password" element={loggedIn ? <Navigate to="/admin/dashboard" replace /> : <ForgotPasswordPage />} />
      <Route path="/admin/set-password" element={<SetPasswordPage />} />
      <Route
        path="/admin"
        element={
          <RequireLogin loggedIn={loggedIn}>
            <HarnessLayout />
          </RequireLogin>
        }
      >
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="inquiry" element={<InquiryListPage />} />
        <Route path="inquiry/detail/:id" element={<InquiryDetailPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="user" element={<UserListPage />} />
        <Route path="user/create" element={<UserCreatePage />} />
        <Route path="user/detail/:id" element={<UserDetailPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path=":area" element={<AreaRoute mode="list" />} />
        <Route path=":area/create" element={<AreaRoute mode="form" />} />
        <Route path=":area/detail/:id" element={<AreaRoute mode="form" />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin/login" replace />} />
    </Routes>
  );
}
