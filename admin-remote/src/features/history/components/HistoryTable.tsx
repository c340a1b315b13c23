import { Link } from 'react-router-dom';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { formatDate, useLocale } from '@mfe/shared-ui';
import { pagedTableProps } from '../../../crud/components/pagedTableProps';
import { useMessages, type AdminMessages } from '../../../messages/messages';
import type { HistoryEntry } from '../historyEntries';
import { historyModule } from '../historyModules';
import { useRevert } from '../hooks/useRevert';
import { ChangeList } from './ChangeList';

/** A page of history entries, as the table reads it (a paged list's place and rows). */
export interface HistoryPage {
  rows: HistoryEntry[];
  page: number;
  pageSize: number;
  total: number;
  isLoading: boolean;
  setPage: (page: number) => void;
}

interface HistoryTableProps {
  list: HistoryPage;
  emptyText: string;
  /** The Activity: each row names its area and record, linked to the record while it exists. */
  showRecord?: boolean;
  /** After a revert or restore went through. */
  onReverted?: () => void;
}

/** Who made a change: the person, else a deleted account (a request made it) or the system; with the address. */
function whoText(entry: HistoryEntry, m: AdminMessages): string {
  return entry.user?.name ?? (entry.address ? m.deletedUser : m.systemActor);
}

/** The records a page shows as deleted: their newest entry on it is their delete. */
function deletedRecords(rows: HistoryEntry[]): Set<string> {
  const newest = new Map<string, HistoryEntry>();
  for (const row of rows) if (!newest.has(recordKey(row))) newest.set(recordKey(row), row);
  return new Set([...newest].filter(([, row]) => row.action === 'delete').map(([key]) => key));
}
const recordKey = (entry: HistoryEntry) => `${entry.module_type}:${entry.module_id}`;

/**
 * History entries, newest first: when, who, what, the changes, and for each revertible entry its
 * Revert (a deleted record's: Restore). A record's Change history and the Activity are this table.
 */
export function HistoryTable({ list, emptyText, showRecord = false, onReverted }: HistoryTableProps) {
  const m = useMessages();
  const locale = useLocale();
  const { revert, reverting } = useRevert();
  const gone = showRecord ? deletedRecords(list.rows) : new Set<string>();

  async function revertEntry(entry: HistoryEntry) {
    if (await revert(entry)) onReverted?.();
  }

  const columns: TableColumnsType<HistoryEntry> = [
    { key: 'when', title: m.columnWhen, width: 170, render: (_, entry) => formatDate(entry.at, locale, { withTime: true }) || '–' },
    {
      key: 'who',
      title: m.columnWho,
      width: 160,
      render: (_, entry) => (
        <>
          {whoText(entry, m)}
          {entry.address && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {entry.address}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'what', title: m.columnWhat, width: 140, render: (_, entry) => m.historyAction(entry.action) },
    ...(showRecord
      ? [
          {
            key: 'record',
            title: m.columnRecord,
            render: (_: unknown, entry: HistoryEntry) => <RecordCell entry={entry} gone={gone.has(recordKey(entry))} />,
          },
        ]
      : []),
    { key: 'changes', title: m.columnChanges, render: (_, entry) => <ChangeList entry={entry} /> },
    {
      key: 'actions',
      title: m.actions,
      width: 150,
      render: (_, entry) =>
        entry.revertible && (
          <Button size="small" disabled={reverting} onClick={() => void revertEntry(entry)}>
            {entry.action === 'delete' ? m.restore : m.revertChange}
          </Button>
        ),
    },
  ];

  return <Table<HistoryEntry> rowKey="id" size="small" columns={columns} {...pagedTableProps(list, emptyText, m)} />;
}

/** The record an entry is about: its area and name, linked to its screen unless it was deleted since. */
function RecordCell({ entry, gone }: { entry: HistoryEntry; gone: boolean }) {
  const m = useMessages();
  const module = historyModule(entry.module_type);
  return (
    <>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {module?.name(m) ?? entry.module_type}
      </Typography.Text>
      {module && !gone ? <Link to={module.detailPath(entry.module_id)}>{entry.label}</Link> : entry.label}
      {gone && <Typography.Text type="secondary"> ({m.recordGone})</Typography.Text>}
    </>
  );
}
