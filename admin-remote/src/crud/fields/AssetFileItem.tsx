import { Form } from 'antd';
import type { AssetArea, AssetResource } from '../../resources/types';
import { FileInput } from './FileInput';
import { useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../messages/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';

/** The file of a new image or PDF asset, required and judged on choosing (the asset form and the pickers' upload dialog). */
export function AssetFileItem<A extends AssetArea>({ resource }: { resource: AssetResource<A> }) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <Form.Item
      name="file"
      label={resource.fileLabel(m)}
      rules={[{ required: true, message: translateMessage(resource.fileRequiredMessage, locale) }]}
      extra={m.accepted(resource.accept)}
    >
      <FileInput name="file" kind={resource.upload} accept={resource.accept} buttonText={m.chooseAssetFile(resource.upload)} />
    </Form.Item>
  );
}
