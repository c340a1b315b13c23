import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import { AdminProviders } from '../app/AdminProviders';
import { assetResource, catalogueResource, isAssetArea } from '../resources';
import { ResourceListPage } from '../crud/components/ResourceListPage';
import { AssetListPage } from '../features/assets/components/AssetListPage';
import { ProductImportDialog } from '../features/productImport/ProductImportDialog';

export default function AreaListPageExposed({ area }: { area: AdminArea }) {
  return (
    <AdminProviders>
      {isAssetArea(area) ? (
        <AssetListPage key={area} resource={assetResource(area)} />
      ) : (
        <ResourceListPage key={area} resource={catalogueResource(area)} actions={area === 'product' ? <ProductImportDialog /> : undefined} />
      )}
    </AdminProviders>
  );
}
