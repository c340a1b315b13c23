import { useNavigate } from 'react-router-dom';
import { Alert, Button, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { usePageTitle } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from '../../resources/types';
import { usePagedList } from '../hooks/usePagedList';
import { useConfirmDelete } from '../hooks/useConfirmDelete';
import { ListToolbar } from './ListToolbar';

export const LOADING_TEXT = 'Please wait, loading your data...';

/** The one list screen of the catalogue areas: a server-paged table driven by the definition. */
export function ResourceListPage({ resource }: { resource: CatalogueResource }) {
  const navigate = useNavigate();
  const list = usePagedList(resource.area);
  const confirmDelete = useConfirmDelete(resource);
  usePageTitle(resource.title);

  const columns: TableColumnsType<AnyRecord> = [
    { key: 'name', title: 'Name', dataIndex: 'name', ellipsis: true },
    ...resource.columns.map((column) => ({
      key: column.key,
      title: column.title,
      ellipsis: true,
      // Below the tablet width only the name and the actions fit; parent columns hide.
      responsive: ['md' as const],
      render: (_: unknown, record: AnyRecord) => column.value(record) || '—',
    })),
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, record: AnyRecord) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${record.name}`}
              onClick={() => navigate(`/admin/${resource.area}/detail/${record.id}`)}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${record.name}`}
              onClick={async () => {
                if (await confirmDelete(record)) list.reloadFromFirstPage();
              }}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={resource.title}>
      <ListToolbar title={resource.title} createTo={`/admin/${resource.area}/create`} onSearch={list.setSearch} />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={resource.messages.fetchList}
          action={<Button onClick={list.retry}>Try again</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<AnyRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={{ spinning: list.isLoading, description: LOADING_TEXT }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isLoading ? LOADING_TEXT : list.search ? `No ${resource.module} matches "${list.search}"` : `No ${resource.module} yet` }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
          onChange: list.setPage,
        }}
      />
    </section>
  );
}
