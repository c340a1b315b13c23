import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Col, Form, Input, Radio, Row, Spin, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { LINKED_RECORDS_PAGE_SIZE, useLocale, useMessageDialog, usePageTitle, useSnackbar } from '@mfe/shared-ui';
import { IMAGE_CROP_DEFAULT, type ImageCrop, type ImageFit, MESSAGES, savedMessage } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import type { AssetArea, AssetResource } from '../../../resources/types';
import { useAreaRecordQuery, useAssetLinksQuery, useSaveRecordMutation, useUnlinkAssetMutation } from '../../../crud/api/resourceApi';
import { useConfirmDelete } from '../../../crud/hooks/useConfirmDelete';
import { useEditController } from '../../../crud/hooks/useEditController';
import { FormActions } from '../../../crud/components/FormActions';
import { FormHeading } from '../../../crud/components/FormHeading';
import { RecordLoadFailed } from '../../../crud/components/RecordLoadFailed';
import { linkedRows, type LinkedRow } from '../linkedRecords';
import { AssetFileItem } from '../../../crud/fields/AssetFileItem';
import { FilePreview } from '../../../crud/fields/FilePreview';
import { useAssetUpload, type AssetUploadValues } from '../../../crud/fields/useAssetUpload';
import { LinkedRecordsTable } from './LinkedRecordsTable';
import { AssetFacts } from './AssetFacts';
import { ReplaceFile } from './ReplaceFile';
import { StoredAssetPreview } from './StoredAssetPreview';
import { CENTRE, FocalPointPicker, type FocalPoint } from './FocalPointPicker';
import { RecordHistory } from '../../history/components/RecordHistory';
import { moduleTypeOfArea } from '../../history/historyModules';
import { useMessages } from '../../../messages/messages';

/** The form's values: an image's detail also holds its crop (issue 20). */
interface AssetFormValues extends AssetUploadValues {
  focus?: FocalPoint;
  fit?: ImageFit;
}

/** The crop an image answer carries (the defaults where it has none). */
function cropOf(asset: Partial<ImageCrop>): { focus: FocalPoint; fit: ImageFit } {
  return {
    focus: { x: asset.focus_x ?? IMAGE_CROP_DEFAULT.focus_x, y: asset.focus_y ?? IMAGE_CROP_DEFAULT.focus_y },
    fit: asset.fit ?? IMAGE_CROP_DEFAULT.fit,
  };
}

/**
 * Create (name, description and the file, with upload progress and a preview) or the detail of an
 * asset: name and description editable, the stored file shown (image, or the PDF itself) with its
 * facts and a replace that keeps its links, the records it is linked to (a page at a time) with
 * unlink, and delete, disabled while links exist. An image's detail also sets its crop: the focal
 * point the public pages' fixed-aspect frames keep in view, or the whole picture (issue 20).
 */
export function AssetFormPage<A extends AssetArea>({ resource }: { resource: AssetResource<A> }) {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const dialog = useMessageDialog();
  const [form] = Form.useForm<AssetFormValues>();
  const chosenFile = Form.useWatch('file', form);
  const fit = Form.useWatch('fit', form) ?? IMAGE_CROP_DEFAULT.fit;
  const crops = resource.kind === 'image';
  const [saveRecord] = useSaveRecordMutation();
  const [unlink, unlinking] = useUnlinkAssetMutation();
  const confirmDelete = useConfirmDelete(resource);
  const upload = useAssetUpload(resource, form);
  const edit = useEditController({
    form,
    editing,
    load: useAreaRecordQuery({ area: resource.area, id: id ?? '' }, { skip: !editing, refetchOnMountOrArgChange: true }),
    toFormValues: (asset) => ({
      name: asset.name,
      description: asset.description ?? '',
      ...(crops ? cropOf(asset as Partial<ImageCrop>) : {}),
    }),
    // A new asset is sent with its file (its refusals put on the fields by the upload); on edit only name and
    // description change (§5), and an image's crop: the file is replaced on its own.
    save: (values) => (editing ? saveRecord({ area: resource.area, id, body: editBody(values) }).unwrap() : upload.create(values)),
    savedMessage: editing ? resource.messages.updated : resource.messages.created,
    errorTargets: { fields: ['name', 'description', 'focus', 'fit'], aliases: { focus_x: 'focus', focus_y: 'focus' } },
    listPath: `/admin/${resource.area}`,
    draftKey: `${resource.area}:${id ?? 'new'}`,
  });
  const asset = edit.record;
  const m = useMessages();
  const locale = useLocale();
  const heading = m.assetHeading(resource.kind, editing);
  usePageTitle(heading);

  // The detail counts the linking records; they come a page at a time.
  const [linksPage, setLinksPage] = useState(1);
  const linkPage = useAssetLinksQuery(
    { area: resource.area, id: id ?? '', page: linksPage, perPage: LINKED_RECORDS_PAGE_SIZE },
    { skip: !editing, refetchOnMountOrArgChange: true },
  );
  const links = linkedRows(
    resource.linkKinds.map(({ key, label }) => ({ key, label: label(m) })),
    linkPage.data?.data,
  );
  const linkedCount = asset?.linked_count ?? 0;
  const linksTotal = linkPage.data?.total ?? linkedCount;
  // A page emptied by unlinks (its last record gone): the page before it.
  useEffect(() => {
    if (linkPage.data && linksPage > 1 && linkPage.data.data.length === 0) setLinksPage(Math.max(1, linkPage.data.last_page));
  }, [linkPage.data, linksPage]);

  function editBody(values: AssetFormValues) {
    const focus = values.focus ?? CENTRE;
    return {
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      ...(crops ? { focus_x: focus.x, focus_y: focus.y, fit: values.fit ?? IMAGE_CROP_DEFAULT.fit } : {}),
    };
  }

  async function unlinkRow(row: LinkedRow) {
    if (!id) return;
    const confirmed = await dialog.confirm({
      message: m.unlinkQuestion(asset?.name ?? '', row.kindLabel, row.name),
      description: m.unlinkConsequence(row.kindLabel, row.name),
      icon: 'warning',
      confirmText: m.unlink,
    });
    if (!confirmed) return;
    try {
      const result = await unlink({ area: resource.area, id, module_id: row.id, module_type: row.moduleType }).unwrap();
      snackbar.success(translateMessage(result.message || savedMessage('Image', 'removed'), locale));
    } catch {
      // 'Failed to remove image: …' was shown by the base query.
    }
  }

  async function deleteAsset() {
    if (!asset) return;
    // After the delete go back to the list by the area's id, never by a stale reference (§8 defect).
    if (!(await confirmDelete(asset))) return;
    edit.forgetChanges();
    navigate(`/admin/${resource.area}`, { replace: true });
  }

  if (edit.loadFailed) {
    return (
      <RecordLoadFailed title={heading} message={m.failedFetchOne(m.areaNoun(resource.area), id ?? '')} area={resource.area} onRetry={edit.retry} />
    );
  }

  const storedPath = asset && resource.storedPath(asset);
  const deleteBlocked = linkedCount > 0;

  return (
    <Spin spinning={edit.loading} description={m.loading}>
      <Card
        title={<FormHeading>{heading}</FormHeading>}
        extra={
          editing && (
            <Tooltip title={deleteBlocked ? m.unlinkFirst(linkedCount) : undefined}>
              <Button danger icon={<DeleteOutlined aria-hidden />} disabled={deleteBlocked || !asset} onClick={deleteAsset}>
                {m.delete}
              </Button>
            </Tooltip>
          )
        }
      >
        <Row gutter={[24, 16]}>
          {editing && asset && (
            <Col xs={24} md={10}>
              <StoredAssetPreview kind={resource.kind} path={storedPath} name={asset.name} />
              <AssetFacts asset={asset} linkedCount={linkedCount} />
              <ReplaceFile resource={resource} id={asset.id} />
            </Col>
          )}
          <Col xs={24} md={editing ? 14 : 24}>
            {edit.draftNotice}
            <Form<AssetFormValues> {...edit.formProps} disabled={edit.saving || upload.sending} style={{ maxWidth: 640 }}>
              <Form.Item
                name="name"
                label={m.fieldName}
                rules={[{ required: true, whitespace: true, message: translateMessage(MESSAGES.nameRequired, locale) }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="description" label={m.fieldDescription}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
              {editing && crops && asset && (
                <>
                  <Form.Item name="fit" label={m.fit} extra={m.fitHelp}>
                    <Radio.Group
                      options={[
                        { value: 'cover' satisfies ImageFit, label: m.fitCover },
                        { value: 'contain' satisfies ImageFit, label: m.fitContain },
                      ]}
                      optionType="button"
                    />
                  </Form.Item>
                  <Form.Item name="focus" label={m.focalPoint}>
                    <FocalPointPicker path={storedPath} fit={fit} />
                  </Form.Item>
                </>
              )}
              {!editing && <AssetFileItem resource={resource} />}
              {!editing && chosenFile && (
                <div style={{ marginBottom: 16 }}>
                  <FilePreview file={chosenFile} kind={resource.kind} />
                </div>
              )}
              <FormActions
                submitLabel={editing ? m.saveChanges : m.upload}
                saving={edit.saving || upload.sending}
                uploadPercent={upload.uploadPercent}
                onCancel={edit.goBack}
              />
            </Form>
          </Col>
        </Row>
        {editing && (
          <>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
              {m.linkedRecords}
            </Typography.Title>
            <LinkedRecordsTable
              rows={links}
              total={linksTotal}
              page={linksPage}
              onPage={setLinksPage}
              loading={linkPage.isFetching}
              busy={unlinking.isLoading}
              onUnlink={resource.unlinkPath ? unlinkRow : undefined}
            />
            <RecordHistory moduleType={moduleTypeOfArea(resource.area)} moduleId={Number(id)} onReverted={edit.refillOnNextLoad} />
          </>
        )}
      </Card>
    </Spin>
  );
}
