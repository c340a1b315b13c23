import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import type { ImageRef } from '@mfe/shared-ui';
import { ImagePickerDialog } from './ImagePickerDialog';
import { FIELD_SLOT } from './imageSlots';
import { StoredImage } from './StoredImage';
import { useMessages } from '../../messages/messages';

interface ImagePickerFieldProps {
  id?: string;
  value?: ImageRef | null;
  onChange?: (image: ImageRef | null) => void;
}

/** The image_id control of the forms: the chosen image, and the picker dialog to change it. */
export function ImagePickerField({ id, value, onChange }: ImagePickerFieldProps) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <Space align="start" wrap>
      {value && (
        <div style={{ width: 120 }}>
          <StoredImage path={value.image_path} alt={value.name} slot={FIELD_SLOT} />
          <Typography.Text ellipsis style={{ display: 'block' }}>
            {value.name}
          </Typography.Text>
        </div>
      )}
      <Space orientation="vertical">
        {/* The field's label points at this button; aria-label keeps its name the action it does. */}
        <Button id={id} aria-label={value ? m.changeImage : m.chooseImage} icon={<PictureOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {value ? m.changeImage : m.chooseImage}
        </Button>
        {value && (
          <Button type="link" danger onClick={() => onChange?.(null)} style={{ padding: 0 }}>
            {m.removeImage}
          </Button>
        )}
      </Space>
      <ImagePickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(image) => {
          onChange?.(image);
          setOpen(false);
        }}
      />
    </Space>
  );
}
