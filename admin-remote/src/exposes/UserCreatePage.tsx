import { AdminProviders } from '../app/AdminProviders';
import { UserCreatePage } from '../features/users/components/UserCreatePage';

export default function UserCreatePageExposed() {
  return (
    <AdminProviders>
      <UserCreatePage />
    </AdminProviders>
  );
}
