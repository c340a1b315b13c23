import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { useAreaRecordQuery } from '../../../crud/api/resourceApi';
import { useDiscardQuestion } from '../../../crud/hooks/useLeaveGuard';
import { useMessages } from '../../../messages/messages';
import { useCategoryAttributesQuery, useCategoryValuesQuery } from '../api/attributeApi';
import type { GridModel } from '../gridCells';
import { ValuesGrid } from './ValuesGrid';

/** Models per page of a category's grid: the API's most per page; a category of thousands is read a page at a time. */
export const CATEGORY_GRID_PAGE_SIZE = 100;

/**
 * A category's grid (issue 24): the same grid as a series' (./ValuesGrid.tsx), over all the
 * category's models a page at a time (series by series, a Series column naming each model's),
 * columns its attributes in their order. Another page with unsaved cells asks first, as leaving does.
 */
export function CategorySpecificationGrid({ categoryId }: { categoryId: number }) {
  const m = useMessages();
  const [page, setPage] = useState(1);
  const [unsaved, setUnsaved] = useState(false);
  const askDiscard = useDiscardQuestion(m.specGridUnsaved);
  const category = useAreaRecordQuery({ area: 'product-category', id: categoryId });
  const attributes = useCategoryAttributesQuery(categoryId);
  // Read again on coming back: a model saved on its own page meanwhile has other values.
  const values = useCategoryValuesQuery({ categoryId, page, perPage: CATEGORY_GRID_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const shown = values.currentData;
  const models = useMemo<GridModel[]>(
    () => (shown?.data ?? []).map((row) => ({ id: row.id, name: row.name, series: row.mt_product_series.name, attributes: row.attributes })),
    [shown],
  );

  const turnTo = async (next: number) => {
    if (unsaved && !(await askDiscard())) return;
    // The grid of the page left goes with its edits (its key is the page).
    setUnsaved(false);
    setPage(next);
  };

  const ready = category.data && attributes.data && attributes.data.length > 0 && shown;
  const from = (page - 1) * CATEGORY_GRID_PAGE_SIZE + 1;
  return (
    <Card style={{ marginTop: 24 }} title={m.specGridTitle}>
      <Spin spinning={category.isLoading || attributes.isLoading || values.isFetching}>
        {(attributes.isError || values.isError) && <Alert type="error" showIcon title={m.attributesLoadFailed} />}
        {attributes.data && !attributes.data.length && <Empty description={m.specGridCategoryNoAttributes} />}
        {ready && !shown.total && <Empty description={m.specGridNoCategoryModels} />}
        {ready && shown.total > 0 && (
          <>
            {shown.last_page > 1 && (
              <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
                <Typography.Text>{m.specGridRange(from, from + models.length - 1, shown.total)}</Typography.Text>
                <Pagination
                  current={page}
                  pageSize={CATEGORY_GRID_PAGE_SIZE}
                  total={shown.total}
                  showSizeChanger={false}
                  onChange={(next) => void turnTo(next)}
                />
              </Flex>
            )}
            <ValuesGrid
              key={page}
              label={m.specGridLabel(category.data!.name)}
              models={models}
              attributes={attributes.data!}
              showSeries
              onUnsavedChange={setUnsaved}
            />
          </>
        )}
      </Spin>
    </Card>
  );
}
