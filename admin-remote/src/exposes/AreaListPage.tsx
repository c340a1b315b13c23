import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import { AdminProviders } from '../app/AdminProviders';
import { isAssetResource, resources } from '../resources';
import { ResourceListPage } from '../crud/components/ResourceListPage';
import { AssetListPage } from '../features/assets/components/AssetListPage';

export default function AreaListPageExposed({ area }: { area: AdminArea }) {
  const resource = resources[area];
  return (
    <AdminProviders>
      {isAssetResource(resource) ? (
        <AssetListPage key={area} resource={resource} />
      ) : (
        <ResourceListPage key={area} resource={resource} />
      )}
    </AdminProviders>
  );
}
