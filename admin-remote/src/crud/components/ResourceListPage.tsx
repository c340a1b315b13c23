import { useNavigate } from 'react-router-dom';
import { Alert, Button, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { usePageTitle } from '@mfe/shared-ui';
import type { AreaRows, CatalogueArea, CatalogueResource } from '../../resources/types';
import { useCatalogueList } from '../hooks/useCatalogueList';
import { useConfirmDelete } from '../hooks/useConfirmDelete';
import { ListToolbar } from './ListToolbar';
import { PublishedFilterControl } from './PublishedFilterControl';
import { ReorderDialog } from './ReorderDialog';
import { pagedTableProps } from './pagedTableProps';
import { duplicateNameIds } from '../duplicateNames';

const DUPLICATE_HINT = 'Another record under the same parent has this name (saved before names had to be unique): rename one of them.';
/** The width of a column of long text, which wraps (px). */
const WRAP_WIDTH = 360;

/** The one list screen of the catalogue areas: a server-paged table driven by the definition. */
export function ResourceListPage<A extends CatalogueArea>({ resource }: { resource: CatalogueResource<A> }) {
  const navigate = useNavigate();
  const list = useCatalogueList(resource.area);
  const confirmDelete = useConfirmDelete(resource);
  usePageTitle(resource.title);

  const duplicates = duplicateNameIds(list.rows as unknown as Parameters<typeof duplicateNameIds>[0]);

  const columns: TableColumnsType<AreaRows[A]> = [
    {
      key: 'name',
      title: 'Name',
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row: AreaRows[A]) => (
        <>
          {name}
          {row.published === false && (
            <>
              {' '}
              <Tag>Draft</Tag>
            </>
          )}
          {duplicates.has(row.id) && (
            <>
              {' '}
              <Tooltip title={DUPLICATE_HINT}>
                <Tag color="warning">Duplicate name</Tag>
              </Tooltip>
            </>
          )}
        </>
      ),
    },
    ...resource.columns.map((column) => ({
      key: column.key,
      title: column.title,
      // A cut text with the table as wide as its content ran long text under the fixed Actions
      // column: long text wraps within a width of its own instead.
      ...(column.wrap ? { width: WRAP_WIDTH } : { ellipsis: true }),
      // Below the tablet width only the name and the actions fit; parent columns hide.
      responsive: ['md' as const],
      render: (_: unknown, row: AreaRows[A]) =>
        column.wrap ? <div style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{column.value(row) || '—'}</div> : column.value(row) || '—',
    })),
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, row: AreaRows[A]) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${row.name}`}
              onClick={() => navigate(`/admin/${resource.area}/detail/${row.id}`)}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${row.name}`}
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
    <section aria-label={resource.title}>
      <ListToolbar
        title={resource.title}
        createTo={`/admin/${resource.area}/create`}
        search={list.search}
        onSearch={list.setSearch}
        actions={
          <>
            <PublishedFilterControl value={list.published} onChange={list.setPublished} />
            <ReorderDialog resource={resource} />
          </>
        }
      />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={resource.messages.fetchList}
          action={<Button onClick={list.retry}>Try again</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<AreaRows[A]>
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTableProps(list, emptyText(resource.module, list.search, list.published))}
      />
    </section>
  );
}

/** What an empty list says: what it was searched for and filtered by. */
function emptyText(module: string, search: string, published: boolean | null): string {
  const among = published === null ? '' : published ? ' among the published ones' : ' among the drafts';
  if (search) return `No ${module} matches "${search}"${among}`;
  return published === null ? `No ${module} yet` : published ? `No published ${module}` : `No draft ${module}`;
}
