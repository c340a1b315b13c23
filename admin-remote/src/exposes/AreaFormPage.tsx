import { useParams } from 'react-router-dom';
import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import { AdminProviders } from '../app/AdminProviders';
import { assetResource, catalogueResource, isAssetArea } from '../resources';
import { ResourceFormPage } from '../crud/components/ResourceFormPage';
import { AssetFormPage } from '../features/assets/components/AssetFormPage';
import { RecordHistory } from '../features/history/components/RecordHistory';
import { moduleTypeOfArea } from '../features/history/historyModules';
import { CategoryAttributes } from '../features/attributes/components/CategoryAttributes';
import { SpecificationGrid } from '../features/attributes/components/SpecificationGrid';
import { CategorySpecificationGrid } from '../features/attributes/components/CategorySpecificationGrid';
import { AttributeValueItems } from '../features/attributes/components/AttributeValueItems';

export default function AreaFormPageExposed({ area }: { area: AdminArea }) {
  const { id } = useParams();
  // A new area or id is a new form: nothing typed for one record leaks into another.
  const key = `${area}:${id ?? 'create'}`;
  return (
    <AdminProviders>
      {isAssetArea(area) ? (
        <AssetFormPage key={key} resource={assetResource(area)} />
      ) : (
        <ResourceFormPage
          key={key}
          resource={catalogueResource(area)}
          attributeValues={(field, record) => <AttributeValueItems field={field} record={record} />}
          footer={(record) => (
            <>
              {/* Typed attributes (issue 24): a category's set and the grid of all its models' values, a series' grid of its models'. */}
              {area === 'product-category' && <CategoryAttributes categoryId={Number(record.id)} />}
              {area === 'product-category' && <CategorySpecificationGrid categoryId={Number(record.id)} />}
              {area === 'product-series' && <SpecificationGrid seriesId={Number(record.id)} />}
              <RecordHistory moduleType={moduleTypeOfArea(area)} moduleId={Number(record.id)} onReverted={record.refillOnNextLoad} />
            </>
          )}
        />
      )}
    </AdminProviders>
  );
}
