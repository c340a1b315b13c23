import type { ReactNode } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import { LoadFailedAlert } from '../../../crud/components/LoadFailedAlert';
import { useMessages } from '../../../messages/messages';
import { useListActivityPeopleQuery } from '../api/historyApi';
import { HISTORY_MODULE_TYPES, type HistoryModuleType } from '../historyEntries';
import { HISTORY_MODULES } from '../historyModules';
import { useActivityList } from '../hooks/useActivityList';
import { ExportMenu } from '../../../crud/components/ExportMenu';
import { HistoryTable } from './HistoryTable';

/**
 * /admin/activity (issue 23): every recorded change, newest first, server-paged, filtered by person,
 * area and days (in the URL). Each row leads to its record while it exists; a deleted record's row
 * offers Restore, any other revertible change its Revert.
 */
export function ActivityPage() {
  const m = useMessages();
  const list = useActivityList();
  // Only an admin may list the accounts: for an editor (403) there is no person to choose, so the
  // filter shows once they are read.
  const people = useListActivityPeopleQuery();
  usePageTitle(m.activityTitle);
  const { filters } = list;

  return (
    <section aria-label={m.activityTitle}>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {m.activityTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{m.activityIntro}</Typography.Paragraph>
      <Flex wrap gap={12} align="end" style={{ marginBottom: 16 }}>
        {people.isSuccess && (
          <Filter label={m.filterPerson}>
            <Select<number>
              aria-label={m.filterPerson}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={m.everyone}
              value={filters.user ?? undefined}
              onChange={(user) => list.filter({ user: user ?? null })}
              options={people.data.map((person) => ({ value: person.id, label: person.name || person.email }))}
              style={{ width: 220 }}
            />
          </Filter>
        )}
        <Filter label={m.filterArea}>
          <Select<HistoryModuleType>
            aria-label={m.filterArea}
            allowClear
            placeholder={m.allAreas}
            value={filters.area ?? undefined}
            onChange={(area) => list.filter({ area: area ?? null })}
            options={HISTORY_MODULE_TYPES.map((moduleType) => ({ value: moduleType, label: HISTORY_MODULES[moduleType].name(m) }))}
            style={{ width: 220 }}
          />
        </Filter>
        <DayFilter label={m.filterFrom} day={filters.from} latest={filters.to} onChange={(from) => list.filter({ from })} />
        <DayFilter label={m.filterTo} day={filters.to} earliest={filters.from} onChange={(to) => list.filter({ to })} />
        {list.filtered && <Button onClick={list.clearFilters}>{m.clearFilters}</Button>}
        <ExportMenu
          list={{
            path: '/api/activity',
            query: { user_id: filters.user, module_type: filters.area, from: filters.from, to: filters.to },
            fileStem: 'activity',
          }}
          title={m.activityTitle}
        />
      </Flex>
      {list.isError && <LoadFailedAlert title={m.historyLoadFailed} onRetry={list.retry} />}
      <HistoryTable list={list} emptyText={list.filtered ? m.historyEmptyFiltered : m.historyEmpty} showRecord />
    </section>
  );
}

/** A filter's control under its visible name. */
function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" aria-hidden>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

interface DayFilterProps {
  label: string;
  /** YYYY-MM-DD, or null: any day. */
  day: string | null;
  /** The range's other end, which the browser's date picker keeps this day from passing. */
  earliest?: string | null;
  latest?: string | null;
  onChange: (day: string | null) => void;
}

/** One end of the days' range: a date input, emptied to null. */
function DayFilter({ label, day, earliest, latest, onChange }: DayFilterProps) {
  return (
    <Filter label={label}>
      <Input
        type="date"
        aria-label={label}
        value={day ?? ''}
        min={earliest ?? undefined}
        max={latest ?? undefined}
        onChange={(event) => onChange(event.target.value || null)}
        style={{ width: 170 }}
      />
    </Filter>
  );
}
