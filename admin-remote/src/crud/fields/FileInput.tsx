import { useRef, useState } from 'react';
import { Button, Form, Space, Typography } from 'antd';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { useLocale } from '@mfe/shared-ui';
import type { UploadKind } from '@mfe/catalogue-core/uploads';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { refusalOf } from './judgeUpload';
import { useMessages } from '../../messages/messages';

interface FileInputProps {
  id?: string;
  /** The form field holding the file: a refused file becomes its error. */
  name: string;
  kind: UploadKind;
  accept: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** Accessible name of the picker button, e.g. 'Choose image file'. */
  buttonText: string;
}

/**
 * A form control holding one File: a native file input behind a keyboard-usable button. A file the
 * API would refuse (too large, wrong content) is not kept: the field shows the API's words at once,
 * in the admin's language, and the control goes on saying which file was refused and why until
 * another is chosen (a submit meanwhile makes the field's error 'required', not the reason).
 */
export function FileInput({ id, name, kind, accept, value, onChange, buttonText }: FileInputProps) {
  const m = useMessages();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const form = Form.useFormInstance();
  const [refused, setRefused] = useState<{ fileName: string; reason: string } | null>(null);
  async function choose(file: File | undefined) {
    const refusal = file && (await refusalOf(kind, file));
    if (refusal) {
      const reason = translateMessage(refusal, locale);
      setRefused({ fileName: file.name, reason });
      form.setFields([{ name, value: undefined, errors: [reason] }]);
    } else {
      setRefused(null);
      onChange?.(file);
      form.setFields([{ name, errors: [] }]);
    }
  }
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
          void choose(event.target.files?.[0]);
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
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={m.removeFile(value.name)} onClick={() => onChange?.(undefined)} />
        </>
      ) : refused ? (
        <Typography.Text type="danger">{m.fileNotKept(refused.fileName, refused.reason)}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{m.noFileChosen(accept)}</Typography.Text>
      )}
    </Space>
  );
}
