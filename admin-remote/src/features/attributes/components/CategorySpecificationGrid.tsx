import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card, Empty, Flex, Input, Pagination, Spin, Typography } from 'antd';
import { SEARCH_TEXT_MAX } from '@mfe/catalogue-core/messages';
import { useAreaRecordQuery } from '../../../crud/api/resourceApi';
import { useDiscardQuestion } from '../../../crud/hooks/useLeaveGuard';
import { listPlaceOf } from '../../../crud/hooks/usePagedList';
import { useMessages } from '../../../messages/messages';
import { useCategoryAttributesQuery, useCategoryValuesQuery } from '../api/attributeApi';
import type { GridModel } from '../gridCells';
import { ValuesGrid } from './ValuesGrid';

/** Models per page of a category's grid: the API's most per page; a category of thousands is read a page at a time. */
export const CATEGORY_GRID_PAGE_SIZE = 100;

/**
 * A category's grid (issue 24): the same grid as a series' (./ValuesGrid.tsx), over all the
 * category's models a page at a time (series by series, a Series column naming each model's),
 * columns its attributes in their order. A search (model or series name, on Enter) narrows it to
 * the models found, from their first page, and is kept in the URL as the lists keep theirs
 * (?search=), so a reload comes back to it. Another page or another search with unsaved cells asks
 * first, as leaving does.
 */
export function CategorySpecificationGrid({ categoryId }: { categoryId: number }) {
  const m = useMessages();
  const [params, setParams] = useSearchParams();
  // The page and the search change together (a new search starts from its first page). The search
  // starts from the URL, where it is kept as the lists keep theirs, so that a reload comes back to it;
  // the page stays the grid's own.
  const [place, setPlace] = useState(() => ({ page: 1, search: listPlaceOf(params, CATEGORY_GRID_PAGE_SIZE).search }));
  const { page, search } = place;
  /** What the box shows: the search, or what is typed over it. */
  const [typed, setTyped] = useState(search);
  const [unsaved, setUnsaved] = useState(false);
  const askDiscard = useDiscardQuestion(m.specGridUnsaved);
  const category = useAreaRecordQuery({ area: 'product-category', id: categoryId });
  const attributes = useCategoryAttributesQuery(categoryId);
  // Read again on coming back: a model saved on its own page meanwhile has other values.
  const values = useCategoryValuesQuery({ categoryId, page, perPage: CATEGORY_GRID_PAGE_SIZE, search }, { refetchOnMountOrArgChange: true });
  const shown = values.currentData;
  const models = useMemo<GridModel[]>(
    () => (shown?.data ?? []).map((row) => ({ id: row.id, name: row.name, series: row.mt_product_series.name, attributes: row.attributes })),
    [shown],
  );

  const turnTo = async (next: number) => {
    if (unsaved && !(await askDiscard())) return;
    // The grid of the page left goes with its edits (its key is the search and the page).
    setUnsaved(false);
    setPlace({ page: next, search });
  };

  const searchFor = async (text: string) => {
    const next = text.trim();
    setTyped(next);
    if (next === search) return;
    if (unsaved && !(await askDiscard())) {
      // Stay: the cells stay, and so does the search they were typed under (the box shows it again).
      setTyped(search);
      return;
    }
    // The grid of the search left goes with its edits, as a page's does.
    setUnsaved(false);
    setPlace({ page: 1, search: next });
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next) kept.set('search', next);
        else kept.delete('search');
        return kept;
      },
      { replace: true },
    );
  };

  const ready = category.data && attributes.data && attributes.data.length > 0 && shown;
  const from = (page - 1) * CATEGORY_GRID_PAGE_SIZE + 1;
  return (
    <Card style={{ marginTop: 24 }} title={m.specGridTitle}>
      <Spin spinning={category.isLoading || attributes.isLoading || values.isFetching}>
        {(attributes.isError || values.isError) && <Alert type="error" showIcon title={m.attributesLoadFailed} />}
        {attributes.data && !attributes.data.length && <Empty description={m.specGridCategoryNoAttributes} />}
        {/* Outside `ready`: the box stays (and keeps its focus) while the models it asked for load. */}
        {attributes.data && attributes.data.length > 0 && (
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
            <Input.Search
              aria-label={m.specGridSearch}
              placeholder={m.specGridSearchPlaceholder}
              allowClear
              // The API refuses a longer search: the box does not take one.
              maxLength={SEARCH_TEXT_MAX}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onSearch={(text) => void searchFor(text)}
              style={{ maxWidth: 320, flex: '1 1 220px' }}
            />
            {ready && shown.total > 0 && (shown.last_page > 1 || search) && (
              <Flex align="center" wrap gap={12}>
                <Typography.Text>{m.specGridRange(from, from + models.length - 1, shown.total)}</Typography.Text>
                {shown.last_page > 1 && (
                  <Pagination
                    current={page}
                    pageSize={CATEGORY_GRID_PAGE_SIZE}
                    total={shown.total}
                    showSizeChanger={false}
                    onChange={(next) => void turnTo(next)}
                  />
                )}
              </Flex>
            )}
          </Flex>
        )}
        {ready && !shown.total && <Empty description={search ? m.specGridNoModelMatches(search) : m.specGridNoCategoryModels} />}
        {ready && shown.total > 0 && (
          <ValuesGrid
            key={`${search}:${page}`}
            label={m.specGridLabel(category.data!.name)}
            models={models}
            attributes={attributes.data!}
            showSeries
            onUnsavedChange={setUnsaved}
          />
        )}
      </Spin>
    </Card>
  );
}
