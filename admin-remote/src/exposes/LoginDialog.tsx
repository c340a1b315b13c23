import { AdminProviders } from '../app/AdminProviders';
import { LoginDialog } from '../features/auth/components/LoginDialog';

/** The shell mounts it over an admin screen while the session is expired. */
export default function LoginDialogExposed() {
  return (
    <AdminProviders>
      <LoginDialog />
    </AdminProviders>
  );
}
