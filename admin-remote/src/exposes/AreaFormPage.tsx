import { useParams } from 'react-router-dom';
import type { AdminArea } from '@mfe/shared-ui';
import { AdminProviders } from '../app/AdminProviders';

export default function AreaFormPageExposed({ area }: { area: AdminArea }) {
  const { id } = useParams();
  return (
    <AdminProviders>
      <h1>
        {area} {id ?? 'create'}
      </h1>
    </AdminProviders>
  );
}
