import { Button, Table, type TableColumnsType } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { LINKED_RECORDS_PAGE_SIZE } from '@mfe/shared-ui';
import type { LinkedRow } from '../linkedRecords';
import { useMessages } from '../../../messages/messages';

interface LinkedRecordsTableProps {
  /** One page of them, asked of the API (…/links/{id}). */
  rows: LinkedRow[];
  /** How many there are in all, the page shown and a change of page. */
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** Absent where the API offers no unlink (file assets): the table only lists. */
  onUnlink?: (row: LinkedRow) => void;
  busy: boolean;
}

/** The records an asset is used by, 30 per page (§9) as the API pages them, each with an unlink action. */
export function LinkedRecordsTable({ rows, total, page, onPage, loading, onUnlink, busy }: LinkedRecordsTableProps) {
  const m = useMessages();
  const columns: TableColumnsType<LinkedRow> = [
    { key: 'kind', title: m.factUsedBy, dataIndex: 'kindLabel' },
    { key: 'name', title: m.columnName, dataIndex: 'name' },
    ...(onUnlink
      ? [
          {
            key: 'unlink',
            title: m.unlink,
            width: 72,
            render: (_: unknown, row: LinkedRow) => (
              <Button
                type="text"
                danger
                icon={<DisconnectOutlined />}
                aria-label={m.unlinkFrom(row.kindLabel, row.name)}
                disabled={busy}
                onClick={() => onUnlink(row)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<LinkedRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: m.notUsedByAny }}
      pagination={{ current: page, total, pageSize: LINKED_RECORDS_PAGE_SIZE, onChange: onPage, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
