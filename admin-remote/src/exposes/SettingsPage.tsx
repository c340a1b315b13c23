import { AdminProviders } from '../app/AdminProviders';
import { SettingsPage } from '../features/settings/components/SettingsPage';

export default function SettingsPageExposed() {
  return (
    <AdminProviders>
      <SettingsPage />
    </AdminProviders>
  );
}
