// Federation boundary: the shell renders these inside its router, store and admin layout; each
// wraps its screen in the admin's antd theme.
import { AdminProviders } from '../app/AdminProviders';
import { LoginPage } from '../features/auth/components/LoginPage';

export default function LoginPageExposed() {
  return (
    <AdminProviders>
      <LoginPage />
    </AdminProviders>
  );
}
