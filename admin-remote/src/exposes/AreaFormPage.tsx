import { useParams } from 'react-router-dom';
import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import { AdminProviders } from '../app/AdminProviders';
import { isAssetResource, resources } from '../resources';
import { ResourceFormPage } from '../crud/components/ResourceFormPage';
import { AssetFormPage } from '../features/assets/components/AssetFormPage';

export default function AreaFormPageExposed({ area }: { area: AdminArea }) {
  const { id } = useParams();
  const resource = resources[area];
  // A new area or id is a new form: nothing typed for one record leaks into another.
  const key = `${area}:${id ?? 'create'}`;
  return (
    <AdminProviders>
      {isAssetResource(resource) ? <AssetFormPage key={key} resource={resource} /> : <ResourceFormPage key={key} resource={resource} />}
    </AdminProviders>
  );
}
