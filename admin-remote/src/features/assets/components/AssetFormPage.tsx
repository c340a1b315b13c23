import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Col, Form, Input, Row, Spin, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMessageDialog, usePageTitle, useSnackbar } from '@mfe/shared-ui';
import { MESSAGES, savedMessage } from '@mfe/catalogue-core/messages';
import type { AssetArea, AssetResource } from '../../../resources/types';
import { useAreaRecordQuery, useSaveRecordMutation, useUnlinkAssetMutation } from '../../../crud/api/resourceApi';
import { useGoBack, useReturnWithToast } from '../../../crud/hooks/useGoBack';
import { useConfirmDelete } from '../../../crud/hooks/useConfirmDelete';
import { useUnsavedChanges } from '../../../crud/hooks/useUnsavedChanges';
import { showServerFieldErrors } from '../../../crud/serverErrors';
import { FormActions } from '../../../crud/components/FormActions';
import { RecordLoadFailed } from '../../../crud/components/RecordLoadFailed';
import { LOADING_TEXT } from '../../../crud/components/pagedTableProps';
import { linkedRows, type LinkedRow } from '../linkedRecords';
import { AssetFileItem } from '../../../crud/fields/AssetFileItem';
import { FilePreview } from '../../../crud/fields/FilePreview';
import { useAssetUpload, type AssetUploadValues } from '../../../crud/fields/useAssetUpload';
import { LinkedRecordsTable } from './LinkedRecordsTable';
import { AssetFacts } from './AssetFacts';
import { ReplaceFile } from './ReplaceFile';
import { StoredAssetPreview } from './StoredAssetPreview';

/**
 * Create (name, description and the file, with upload progress and a preview) or the detail of an
 * asset: name and description editable, the stored file shown (image, or the PDF itself) with its
 * facts and a replace that keeps its links, the records it is linked to with unlink, and delete,
 * disabled while links exist.
 */
export function AssetFormPage<A extends AssetArea>({ resource }: { resource: AssetResource<A> }) {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const dialog = useMessageDialog();
  const [form] = Form.useForm<AssetUploadValues>();
  const chosenFile = Form.useWatch('file', form);
  const detail = useAreaRecordQuery({ area: resource.area, id: id ?? '' }, { skip: !editing, refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveRecordMutation();
  const [unlink, unlinking] = useUnlinkAssetMutation();
  const confirmDelete = useConfirmDelete(resource);
  const listPath = `/admin/${resource.area}`;
  const returnWithToast = useReturnWithToast(listPath);
  const goBack = useGoBack(listPath);
  const upload = useAssetUpload(resource, form);
  const filledFrom = useRef<number | null>(null);
  const unsaved = useUnsavedChanges(form, { draftKey: `${resource.area}:${id ?? 'new'}`, filledLater: editing });
  const { filled } = unsaved;
  const noun = resource.kind === 'image' ? 'Image' : 'File';
  usePageTitle(editing ? `${noun} detail` : `Create ${noun}`);

  useEffect(() => {
    if (!detail.data || filledFrom.current === detail.data.id) return;
    filledFrom.current = detail.data.id;
    form.setFieldsValue({ name: detail.data.name, description: detail.data.description ?? '' });
    filled();
  }, [detail.data, form, filled]);

  const links = linkedRows(resource.linkKinds, detail.data);

  async function submit(values: AssetUploadValues) {
    if (!editing) {
      const saved = await upload.create(values);
      if (!saved) return;
      unsaved.saved();
      returnWithToast(saved.message, resource.messages.created);
      return;
    }
    // Only name and description change on edit (§5); the file is replaced on its own.
    const body = { name: values.name.trim(), description: values.description?.trim() ?? '' };
    try {
      const result = await save({ area: resource.area, id, body }).unwrap();
      unsaved.saved();
      returnWithToast(result.message, resource.messages.updated);
    } catch (error) {
      showServerFieldErrors(form, error, { fields: ['name', 'description'] });
    }
  }

  async function unlinkRow(row: LinkedRow) {
    if (!id) return;
    const confirmed = await dialog.confirm({
      message: `Unlink "${detail.data?.name}" from ${row.kindLabel} "${row.name}"?`,
      description: `${row.kindLabel} "${row.name}" will have no image.`,
      icon: 'warning',
      confirmText: 'Unlink',
    });
    if (!confirmed) return;
    try {
      const result = await unlink({ area: resource.area, id, module_id: row.id, module_type: row.moduleType }).unwrap();
      snackbar.success(result.message || savedMessage('Image', 'removed'));
    } catch {
      // 'Failed to remove image: …' was shown by the base query.
    }
  }

  async function deleteAsset() {
    if (!detail.data) return;
    // After the delete go back to the list by the area's id, never by a stale reference (§8 defect).
    if (!(await confirmDelete(detail.data))) return;
    unsaved.saved();
    navigate(`/admin/${resource.area}`, { replace: true });
  }

  if (editing && detail.isError) {
    return (
      <RecordLoadFailed title={`${noun} detail`} message={resource.messages.fetchOne(id)} area={resource.area} onRetry={() => detail.refetch()} />
    );
  }

  const storedPath = detail.data && resource.storedPath(detail.data);
  const deleteBlocked = links.length > 0;

  return (
    <Spin spinning={editing && detail.isLoading} description={LOADING_TEXT}>
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {editing ? `${noun} detail` : `Create ${noun}`}
          </Typography.Title>
        }
        extra={
          editing && (
            <Tooltip title={deleteBlocked ? `Unlink it from the ${links.length} record(s) below first` : undefined}>
              <Button danger icon={<DeleteOutlined aria-hidden />} disabled={deleteBlocked || !detail.data} onClick={deleteAsset}>
                Delete
              </Button>
            </Tooltip>
          )
        }
      >
        <Row gutter={[24, 16]}>
          {editing && detail.data && (
            <Col xs={24} md={10}>
              <StoredAssetPreview kind={resource.kind} path={storedPath} name={detail.data.name} />
              <AssetFacts asset={detail.data} links={links} />
              <ReplaceFile resource={resource} id={detail.data.id} />
            </Col>
          )}
          <Col xs={24} md={editing ? 14 : 24}>
            {unsaved.draftNotice}
            <Form<AssetUploadValues>
              form={form}
              layout="vertical"
              onFinish={submit}
              onValuesChange={unsaved.onValuesChange}
              disabled={saving.isLoading || upload.sending}
              style={{ maxWidth: 640 }}
            >
              <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: MESSAGES.nameRequired }]}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="description" label="Description">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
              {!editing && <AssetFileItem resource={resource} />}
              {!editing && chosenFile && (
                <div style={{ marginBottom: 16 }}>
                  <FilePreview file={chosenFile} kind={resource.kind} />
                </div>
              )}
              <FormActions
                submitLabel={editing ? 'Save changes' : 'Upload'}
                saving={saving.isLoading || upload.sending}
                uploadPercent={upload.uploadPercent}
                onCancel={goBack}
              />
            </Form>
          </Col>
        </Row>
        {editing && (
          <>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
              Linked records
            </Typography.Title>
            <LinkedRecordsTable rows={links} busy={unlinking.isLoading} onUnlink={resource.unlinkPath ? unlinkRow : undefined} />
          </>
        )}
      </Card>
    </Spin>
  );
}
