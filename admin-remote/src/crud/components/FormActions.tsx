import { Button, Progress, Space } from 'antd';
import { useMessages } from '../../messages/messages';

interface FormActionsProps {
  /** 'Save changes' when editing; otherwise the create label ('Create', 'Upload'). */
  submitLabel: string;
  saving: boolean;
  /** Upload progress in percent while a file is sent, null otherwise. */
  uploadPercent: number | null;
  onCancel: () => void;
}

/** The foot of every admin form: upload progress while a file is sent, submit, and Cancel. */
export function FormActions({ submitLabel, saving, uploadPercent, onCancel }: FormActionsProps) {
  const m = useMessages();
  return (
    <>
      <UploadProgress percent={uploadPercent} />
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{m.cancel}</Button>
      </Space>
    </>
  );
}

/** How much of a file has been sent (axios's upload progress), while it is sent; nothing otherwise. */
export function UploadProgress({ percent }: { percent: number | null }) {
  const m = useMessages();
  return percent === null ? null : <Progress percent={percent} aria-label={m.uploadProgress} style={{ marginBottom: 16 }} />;
}
