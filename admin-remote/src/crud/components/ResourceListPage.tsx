import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { usePageTitle } from '@mfe/shared-ui';
import type { AreaRows, CatalogueArea, CatalogueResource } from '../../resources/types';
import { useCatalogueList } from '../hooks/useCatalogueList';
import { useConfirmDelete } from '../hooks/useConfirmDelete';
import { ListToolbar } from './ListToolbar';
import { LoadFailedAlert } from './LoadFailedAlert';
import { PublishedFilterControl } from './PublishedFilterControl';
import { ReorderDialog } from './ReorderDialog';
import { pagedTableProps } from './pagedTableProps';
import { duplicateNameIds } from '../duplicateNames';
import { lacksTranslation } from '@mfe/catalogue-core/locales';
import { useMessages } from '../../messages/messages';
import { UntranslatedFilterControl } from './UntranslatedFilterControl';
/** The width of a column of long text, which wraps (px). */
const WRAP_WIDTH = 360;

/** The one list screen of the catalogue areas: a server-paged table driven by the definition. */
/** `actions`: an area's own buttons beside Order (the products' Import, issue 24). */
export function ResourceListPage<A extends CatalogueArea>({ resource, actions }: { resource: CatalogueResource<A>; actions?: ReactNode }) {
  const navigate = useNavigate();
  const list = useCatalogueList(resource.area);
  const confirmDelete = useConfirmDelete(resource);
  const m = useMessages();
  const title = m.areaTitle(resource.area);
  usePageTitle(title);

  const duplicates = duplicateNameIds(list.rows as unknown as Parameters<typeof duplicateNameIds>[0]);

  const columns: TableColumnsType<AreaRows[A]> = [
    {
      key: 'name',
      title: m.columnName,
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row: AreaRows[A]) => (
        <>
          {name}
          {row.published === false && (
            <>
              {' '}
              <Tag>{m.draft}</Tag>
            </>
          )}
          {duplicates.has(row.id) && (
            <>
              {' '}
              <Tooltip title={m.duplicateHint}>
                <Tag color="warning">{m.duplicateName}</Tag>
              </Tooltip>
            </>
          )}
        </>
      ),
    },
    ...resource.columns.map((column) => ({
      key: column.key,
      title: column.title(m),
      // A cut text with the table as wide as its content ran long text under the fixed Actions
      // column: long text wraps within a width of its own instead.
      ...(column.wrap ? { width: WRAP_WIDTH } : { ellipsis: true }),
      // Below the tablet width only the name and the actions fit; parent columns hide.
      responsive: ['md' as const],
      render: (_: unknown, row: AreaRows[A]) =>
        column.wrap ? (
          <div style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{column.value(row, m) || '—'}</div>
        ) : (
          column.value(row, m) || '—'
        ),
    })),
    {
      key: 'indonesian',
      title: m.columnIndonesian,
      width: 170,
      responsive: ['sm' as const],
      render: (_: unknown, row: AreaRows[A]) =>
        lacksTranslation(row) ? <Tag color="orange">{m.missingIndonesian}</Tag> : <Tag color="green">{m.indonesianComplete}</Tag>,
    },
    {
      key: 'actions',
      title: m.actions,
      width: 110,
      fixed: 'right',
      render: (_: unknown, row: AreaRows[A]) => (
        <Space size={4}>
          <Tooltip title={m.edit}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={m.editRecord(row.name)}
              onClick={() => navigate(`/admin/${resource.area}/detail/${row.id}`)}
            />
          </Tooltip>
          <Tooltip title={m.delete}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={m.deleteRecord(row.name)}
              onClick={async () => {
                if (await confirmDelete(row)) list.reloadFromFirstPage();
              }}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={title}>
      <ListToolbar
        title={title}
        createTo={`/admin/${resource.area}/create`}
        search={list.search}
        onSearch={list.setSearch}
        exportFrom={{
          path: resource.paths.list,
          query: { search: list.search, published: list.published, untranslated: list.untranslated || null },
          fileStem: resource.area,
        }}
        actions={
          <>
            <PublishedFilterControl value={list.published} onChange={list.setPublished} />
            <UntranslatedFilterControl value={list.untranslated} onChange={list.setUntranslated} />
            <ReorderDialog resource={resource} />
            {actions}
          </>
        }
      />
      {list.isError && <LoadFailedAlert title={m.failedFetchList(resource.area)} onRetry={list.retry} />}
      <Table<AreaRows[A]>
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTableProps(list, m.emptyList(m.areaNoun(resource.area), list.search, list.published, list.untranslated), m)}
      />
    </section>
  );
}
