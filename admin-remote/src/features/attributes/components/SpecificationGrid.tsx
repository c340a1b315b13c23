import { Alert, Card, Empty, Spin } from 'antd';
import { useAreaRecordQuery } from '../../../crud/api/resourceApi';
import { useMessages } from '../../../messages/messages';
import { useCategoryAttributesQuery } from '../api/attributeApi';
import type { GridModel } from '../gridCells';
import { ValuesGrid } from './ValuesGrid';

/**
 * A series' grid (issue 24): rows the series' models (from its detail), columns its category's
 * attributes in their order. A category's grid is ./CategorySpecificationGrid.tsx.
 */
export function SpecificationGrid({ seriesId }: { seriesId: number }) {
  const m = useMessages();
  const series = useAreaRecordQuery({ area: 'product-series', id: seriesId });
  const categoryId = series.data?.mt_product_category_id;
  const attributes = useCategoryAttributesQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const models = (series.data?.mt_product ?? []) as GridModel[];
  return (
    <Card style={{ marginTop: 24 }} title={m.specGridTitle}>
      <Spin spinning={series.isLoading || attributes.isLoading}>
        {attributes.isError && <Alert type="error" showIcon title={m.attributesLoadFailed} />}
        {attributes.data && !attributes.data.length && <Empty description={m.specGridNoAttributes} />}
        {attributes.data && attributes.data.length > 0 && !models.length && <Empty description={m.specGridNoModels} />}
        {series.data && attributes.data && attributes.data.length > 0 && models.length > 0 && (
          <ValuesGrid label={m.specGridLabel(series.data.name)} models={models} attributes={attributes.data} />
        )}
      </Spin>
    </Card>
  );
}
