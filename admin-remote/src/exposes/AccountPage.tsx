import { AdminProviders } from '../app/AdminProviders';
import { AccountPage } from '../features/account/components/AccountPage';

export default function AccountPageExposed() {
  return (
    <AdminProviders>
      <AccountPage />
    </AdminProviders>
  );
}
