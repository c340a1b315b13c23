import { Form, Input, Modal } from 'antd';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useLocale, useSnackbar } from '@mfe/shared-ui';
import type { AreaRows, AssetArea, AssetResource } from '../../resources/types';
import { FormActions } from '../components/FormActions';
import { AssetFileItem } from './AssetFileItem';
import { FilePreview } from './FilePreview';
import { useAssetUpload, type AssetUploadValues } from './useAssetUpload';
import { useMessages } from '../../messages/messages';

interface AssetUploadDialogProps<A extends AssetArea> {
  resource: AssetResource<A>;
  open: boolean;
  onClose: () => void;
  /** The new asset, created: the picker selects it. */
  onCreated: (asset: AreaRows[A]) => void;
}

/** A file name without its extension: the new asset's name until one is typed. */
const nameOf = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/** 'Upload new' inside a picker: creates the asset without leaving the form the picker is in. */
export function AssetUploadDialog<A extends AssetArea>({ resource, open, onClose, onCreated }: AssetUploadDialogProps<A>) {
  const [form] = Form.useForm<AssetUploadValues>();
  const snackbar = useSnackbar();
  const upload = useAssetUpload(resource, form);
  const chosenFile = Form.useWatch('file', form);
  const m = useMessages();
  const locale = useLocale();

  async function submit(values: AssetUploadValues) {
    const saved = await upload.create(values);
    if (!saved) return;
    snackbar.success(translateMessage(saved.message || resource.messages.created, locale));
    form.resetFields();
    onCreated(saved.data);
  }

  return (
    <Modal open={open} title={m.uploadANew(resource.kind)} onCancel={onClose} footer={null} destroyOnHidden>
      {/* Named, so its field ids never repeat those of the form the picker is in (a label finds its own input). */}
      <Form<AssetUploadValues>
        form={form}
        name={`upload-${resource.upload}`}
        layout="vertical"
        onFinish={submit}
        disabled={upload.sending}
        onValuesChange={(changed: Partial<AssetUploadValues>) => {
          if (changed.file && !form.getFieldValue('name')) form.setFieldValue('name', nameOf(changed.file.name));
        }}
      >
        <AssetFileItem resource={resource} />
        {chosenFile && (
          <div style={{ marginBottom: 16 }}>
            <FilePreview file={chosenFile} kind={resource.kind} />
          </div>
        )}
        <Form.Item
          name="name"
          label={m.fieldName}
          rules={[{ required: true, whitespace: true, message: translateMessage(MESSAGES.nameRequired, locale) }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <FormActions submitLabel={m.upload} saving={upload.sending} uploadPercent={upload.uploadPercent} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
