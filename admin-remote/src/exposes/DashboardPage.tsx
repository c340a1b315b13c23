import { AdminProviders } from '../app/AdminProviders';
import { DashboardPage } from '../features/auth/components/DashboardPage';

export default function DashboardPageExposed() {
  return (
    <AdminProviders>
      <DashboardPage />
    </AdminProviders>
  );
}
