import { AdminProviders } from '../app/AdminProviders';
import { SetPasswordPage } from '../features/auth/components/SetPasswordPage';

export default function SetPasswordPageExposed() {
  return (
    <AdminProviders>
      <SetPasswordPage />
    </AdminProviders>
  );
}
