import { AdminProviders } from '../app/AdminProviders';

export default function DashboardPageExposed() {
  return (
    <AdminProviders>
      <h1>Dashboard</h1>
    </AdminProviders>
  );
}
