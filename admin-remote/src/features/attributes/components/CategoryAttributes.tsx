import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useAppDispatch, useLocale, useMessageDialog, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { OrderedList } from '../../../crud/components/OrderedList';
import { moved } from '../../../crud/components/ReorderDialog';
import { useMessages } from '../../../messages/messages';
import { attributeApi, useCategoryAttributesQuery, useDeleteAttributeMutation, useReorderAttributesMutation } from '../api/attributeApi';
import type { Attribute } from '../attributeTypes';
import { AttributeFormModal } from './AttributeFormModal';

/**
 * A category's attributes (issue 24), on its page: listed in their order, each moved by drag and
 * drop or by its Move up / Move down buttons (the keyboard's way; each move saved at once), edited
 * or added in a dialog, deleted after a confirmation that says how many products' values go.
 */
export function CategoryAttributes({ categoryId }: { categoryId: number }) {
  const m = useMessages();
  const locale = useLocale();
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
  const dispatch = useAppDispatch();
  const list = useCategoryAttributesQuery(categoryId, { refetchOnMountOrArgChange: true });
  const [reorder, reordering] = useReorderAttributesMutation();
  const [remove] = useDeleteAttributeMutation();
  const [editing, setEditing] = useState<Attribute | null>();
  // The order shown after a move, until the list read again after the save replaces it.
  const [moving, setMoving] = useState<{ over: Attribute[] | undefined; rows: Attribute[] }>();
  const loaded = list.currentData;
  const rows = (moving?.over === loaded ? moving?.rows : undefined) ?? loaded ?? [];

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= rows.length) return;
    const next = moved(rows, from, to);
    setMoving({ over: loaded, rows: next });
    try {
      await reorder({ categoryId, ids: next.map((row) => row.id) }).unwrap();
    } catch {
      setMoving(undefined);
    }
  };

  const confirmDelete = async (attribute: Attribute) => {
    const detail = dispatch(attributeApi.endpoints.attributeDetail.initiate(attribute.id, { subscribe: false, forceRefetch: true }));
    const count = (await detail.unwrap().catch(() => null))?.value_count;
    if (count === undefined) return;
    const confirmed = await dialog.confirm({
      message: m.deleteAttributeQuestion(attribute.name),
      description: m.deleteAttributeValues(count),
      icon: 'warning',
      confirmText: m.delete,
    });
    if (!confirmed) return;
    const answer = await remove({ id: attribute.id, categoryId })
      .unwrap()
      .catch(() => null);
    if (answer) snackbar.success(translateMessage(answer.message, locale));
  };

  return (
    <Card
      style={{ marginTop: 24 }}
      title={m.attributesTitle}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {m.addAttribute}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{m.attributesHelp}</Typography.Paragraph>
      {list.isError && (
        <Alert type="error" showIcon title={m.attributesLoadFailed} action={<Button onClick={() => void list.refetch()}>{m.tryAgain}</Button>} />
      )}
      {reordering.isError && <Alert type="error" showIcon title={m.attributeOrderNotSaved} />}
      {loaded && !rows.length && <Empty description={m.noAttributesYet} />}
      <OrderedList
        label={m.attributesInOrder}
        rows={rows}
        busy={reordering.isLoading}
        onMove={(from, to) => void move(from, to)}
        content={(attribute) => (
          <Space style={{ flex: 1 }} wrap>
            <Typography.Text strong>{attribute.name}</Typography.Text>
            {attribute.name_id && (
              <Typography.Text type="secondary" lang="id">
                {attribute.name_id}
              </Typography.Text>
            )}
            <Tag>{m.attributeTypeLabel(attribute.type)}</Tag>
            {attribute.unit && <Tag>{attribute.unit}</Tag>}
            {attribute.type === 'option' && <Typography.Text type="secondary">{attribute.options.join(', ')}</Typography.Text>}
            {(attribute.filterable || attribute.on_card) && (
              <Typography.Text type="secondary">({m.attributeFlags(attribute.filterable, attribute.on_card)})</Typography.Text>
            )}
          </Space>
        )}
        actions={(attribute) => (
          <>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={m.editAttribute(attribute.name)}
              onClick={() => setEditing(attribute)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={m.deleteAttribute(attribute.name)}
              onClick={() => void confirmDelete(attribute)}
            />
          </>
        )}
      />
      <AttributeFormModal categoryId={categoryId} attribute={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
