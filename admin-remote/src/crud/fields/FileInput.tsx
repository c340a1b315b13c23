import { useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';

interface FileInputProps {
  id?: string;
  accept: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** Accessible name of the picker button, e.g. 'Choose image file'. */
  buttonText: string;
}

/** A form control holding one File: a native file input behind a keyboard-usable button. */
export function FileInput({ id, accept, value, onChange, buttonText }: FileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        tabIndex={-1}
        onChange={(event) => {
          onChange?.(event.target.files?.[0]);
          // Choosing the same file again after clearing must fire change again.
          event.target.value = '';
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
        {buttonText}
      </Button>
      {value ? (
        <>
          <Typography.Text>{value.name}</Typography.Text>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove ${value.name}`} onClick={() => onChange?.(undefined)} />
        </>
      ) : (
        <Typography.Text type="secondary">No file chosen ({accept})</Typography.Text>
      )}
    </Space>
  );
}
