import { Button, Form, Space } from 'antd';
import { useLocale, useSnackbar } from '@mfe/shared-ui';
import type { AssetArea, AssetResource } from '../../../resources/types';
import { FileInput } from '../../../crud/fields/FileInput';
import { FilePreview } from '../../../crud/fields/FilePreview';
import { UploadProgress } from '../../../crud/components/FormActions';
import { useAssetUpload, type AssetUploadValues } from '../../../crud/fields/useAssetUpload';
import { useMessages } from '../../../messages/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';

/** A new file for this asset: same id, so every record linking it keeps the link (a new edition of a brochure). */
export function ReplaceFile<A extends AssetArea>({ resource, id }: { resource: AssetResource<A>; id: number }) {
  const m = useMessages();
  const locale = useLocale();
  const [form] = Form.useForm<AssetUploadValues>();
  const snackbar = useSnackbar();
  const upload = useAssetUpload(resource, form);
  const chosen = Form.useWatch('file', form);

  async function replace({ file }: AssetUploadValues) {
    if (!file) return;
    const saved = await upload.replace(id, file);
    if (!saved) return;
    snackbar.success(translateMessage(saved.message || resource.messages.updated, locale));
    form.resetFields();
  }

  return (
    <Form<AssetUploadValues> form={form} name="replace-file" layout="vertical" onFinish={replace} disabled={upload.sending} style={{ marginTop: 12 }}>
      <Form.Item name="file" label={m.replaceLabel(resource.kind)} extra={m.accepted(resource.accept)}>
        <FileInput name="file" kind={resource.upload} accept={resource.accept} buttonText={m.chooseNewAssetFile(resource.upload)} />
      </Form.Item>
      {chosen && resource.kind === 'image' && (
        <div style={{ marginBottom: 16 }}>
          <FilePreview file={chosen} kind={resource.kind} />
        </div>
      )}
      <UploadProgress percent={upload.uploadPercent} />
      <Space>
        <Button htmlType="submit" type="primary" disabled={!chosen} loading={upload.sending}>
          {m.replaceFile}
        </Button>
      </Space>
    </Form>
  );
}
