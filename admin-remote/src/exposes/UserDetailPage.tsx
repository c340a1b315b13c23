import { AdminProviders } from '../app/AdminProviders';
import { UserDetailPage } from '../features/users/components/UserDetailPage';

export default function UserDetailPageExposed() {
  return (
    <AdminProviders>
      <UserDetailPage />
    </AdminProviders>
  );
}
