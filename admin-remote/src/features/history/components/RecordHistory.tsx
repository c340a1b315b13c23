import { useState } from 'react';
import { Alert, Button, Collapse } from 'antd';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { useListActivityQuery } from '../api/historyApi';
import type { HistoryModuleType } from '../historyEntries';
import { HistoryTable } from './HistoryTable';

interface RecordHistoryProps {
  moduleType: HistoryModuleType;
  /** The record's id; none for the site settings, the one record of its kind. */
  moduleId?: number;
  /** After a revert went through: the form takes the record as it is now. */
  onReverted?: () => void;
}

/**
 * A record's Change history, under its form: a panel, closed at first (its entries are read when it
 * is opened), listing the record's changes newest first, a page at a time, each with its revert.
 * Named 'Change history', not 'History': the site settings have a History (the firm's timeline).
 */
export function RecordHistory(props: RecordHistoryProps) {
  const m = useMessages();
  return <Collapse style={{ marginTop: 24 }} items={[{ key: 'history', label: m.changeHistory, children: <RecordHistoryEntries {...props} /> }]} />;
}

function RecordHistoryEntries({ moduleType, moduleId, onReverted }: RecordHistoryProps) {
  const m = useMessages();
  const [page, setPage] = useState(1);
  const query = useListActivityQuery(
    { module_type: moduleType, ...(moduleId !== undefined ? { module_id: moduleId } : {}), page },
    { refetchOnMountOrArgChange: true },
  );
  if (query.isError && !query.isFetching) {
    return <Alert type="error" showIcon title={m.historyLoadFailed} action={<Button onClick={() => void query.refetch()}>{m.tryAgain}</Button>} />;
  }
  const rows = query.data?.data ?? [];
  const list = {
    rows,
    page,
    pageSize: query.data?.per_page ?? ADMIN_PAGE_SIZE,
    total: query.data?.total ?? rows.length,
    isLoading: query.isFetching,
    setPage,
  };
  return <HistoryTable list={list} emptyText={m.historyEmpty} onReverted={onReverted} />;
}
