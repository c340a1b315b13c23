import { AdminProviders } from '../app/AdminProviders';
import { UserListPage } from '../features/users/components/UserListPage';

export default function UserListPageExposed() {
  return (
    <AdminProviders>
      <UserListPage />
    </AdminProviders>
  );
}
