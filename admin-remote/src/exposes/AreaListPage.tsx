import type { AdminArea } from '@mfe/shared-ui';
import { AdminProviders } from '../app/AdminProviders';

export default function AreaListPageExposed({ area }: { area: AdminArea }) {
  return (
    <AdminProviders>
      <h1>{area}</h1>
    </AdminProviders>
  );
}
