import { useState } from 'react';
import { Alert, Button, Empty, Modal, Select, Space, Typography } from 'antd';
import { OrderedListOutlined } from '@ant-design/icons';
import { OrderedList } from './OrderedList';
import { ORDER_UNDER, type OrderedRecord } from '../../resources/order';
import type { CatalogueArea, CatalogueResource } from '../../resources/types';
import { useAreaListQuery, useAreaRecordQuery, useReorderRecordsMutation } from '../api/resourceApi';
import { useTypedSearch } from '../fields/useTypedSearch';
import { useMessages } from '../../messages/messages';

/** The API caps a page at 100: a parent's children, or the manufacture types, fit in one. */
const ALL = { page: 1, items_per_page: 100 };

/** The list with one record moved from one place to another. */
export function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/**
 * The staff's order of an area's records under one parent (issue 21): the parent chosen, its
 * records listed in their order, moved by drag and drop or by the Move up / Move down buttons
 * (the keyboard's way); each move is saved at once, in one call.
 */
function ReorderPanel<A extends CatalogueArea>({ resource }: { resource: CatalogueResource<A> }) {
  const m = useMessages();
  const under = ORDER_UNDER[resource.area];
  const [parentId, setParentId] = useState<number>();
  // Searched on the server: a catalogue has more series than one page of options.
  const { setTyped, search } = useTypedSearch();
  const parents = useAreaListQuery(
    { area: under?.area ?? resource.area, purpose: 'options', query: { ...ALL, ...(search ? { search } : {}) } },
    { skip: !under },
  );
  const parent = useAreaRecordQuery({ area: under?.area ?? resource.area, id: parentId ?? 0 }, { skip: !under || parentId === undefined });
  const all = useAreaListQuery({ area: resource.area, query: ALL }, { skip: under !== null });
  const loaded: OrderedRecord[] | undefined = under ? parent.currentData && under.children(parent.currentData) : all.currentData?.data;
  // The order shown after a move, until the records read again after the save replace it.
  const [moving, setMoving] = useState<{ over: OrderedRecord[] | undefined; rows: OrderedRecord[] }>();
  const rows = (moving?.over === loaded ? moving?.rows : undefined) ?? loaded ?? [];
  const [reorder, saving] = useReorderRecordsMutation();

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= rows.length) return;
    const next = moved(rows, from, to);
    setMoving({ over: loaded, rows: next });
    try {
      await reorder({ area: resource.area, parent_id: parentId ?? null, ids: next.map((row) => row.id) }).unwrap();
    } catch {
      setMoving(undefined);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {under && (
        <Select<number>
          aria-label={under.label(m)}
          placeholder={m.chooseA(under.label(m))}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          loading={parents.isFetching}
          value={parentId}
          onChange={setParentId}
          options={(parents.currentData?.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          style={{ width: '100%' }}
        />
      )}
      {saving.isError && <Alert type="error" showIcon title={m.orderNotSaved} />}
      {loaded && !rows.length && <Empty description={m.noneHereYet(m.areaNoun(resource.area))} />}
      <OrderedList
        label={m.inTheirOrder(m.areaTitle(resource.area))}
        rows={rows}
        busy={saving.isLoading}
        onMove={(from, to) => void move(from, to)}
        content={(row) => <Typography.Text style={{ flex: 1 }}>{row.name}</Typography.Text>}
      />
    </Space>
  );
}

/** The Order button of an area's list and its dialog. */
export function ReorderDialog<A extends CatalogueArea>({ resource }: { resource: CatalogueResource<A> }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<OrderedListOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {m.order}
      </Button>
      <Modal title={m.orderOf(m.areaTitle(resource.area))} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        {open && <ReorderPanel resource={resource} />}
      </Modal>
    </>
  );
}
