import { Form } from 'antd';
import type { AssetArea, AssetResource } from '../../resources/types';
import { FileInput } from './FileInput';

/** The file of a new image or PDF asset, required and judged on choosing (the asset form and the pickers' upload dialog). */
export function AssetFileItem<A extends AssetArea>({ resource }: { resource: AssetResource<A> }) {
  return (
    <Form.Item
      name="file"
      label={resource.fileLabel}
      rules={[{ required: true, message: resource.fileRequiredMessage }]}
      extra={`Accepted: ${resource.accept}`}
    >
      <FileInput name="file" kind={resource.upload} accept={resource.accept} buttonText={`Choose ${resource.fileLabel.toLowerCase()}`} />
    </Form.Item>
  );
}
