import { AdminProviders } from '../app/AdminProviders';
import { ActivityPage } from '../features/history/components/ActivityPage';

export default function ActivityPageExposed() {
  return (
    <AdminProviders>
      <ActivityPage />
    </AdminProviders>
  );
}
