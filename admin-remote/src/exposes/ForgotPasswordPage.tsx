import { AdminProviders } from '../app/AdminProviders';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';

export default function ForgotPasswordPageExposed() {
  return (
    <AdminProviders>
      <ForgotPasswordPage />
    </AdminProviders>
  );
}
