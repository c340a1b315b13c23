import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useLocale } from '@mfe/shared-ui';
import { sizeText } from './fileSize';
import { useMessages } from '../../messages/messages';

/**
 * A local preview of the file about to be uploaded: the image itself, or the PDF's name and size.
 * The image is drawn from an object URL by an <img>, which browsers turn upright from its EXIF
 * orientation (`image-orientation: from-image`, the default, set here too so no stylesheet can undo
 * it): a phone photo shows as the API will store it (issue 20: masters are turned upright).
 */
export function FilePreview({ file, kind }: { file: File; kind: 'image' | 'file' }) {
  const m = useMessages();
  const locale = useLocale();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== 'image' || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, kind]);
  if (kind === 'image') {
    return url ? (
      <img
        src={url}
        alt={m.previewOf(file.name)}
        decoding="async"
        style={{ maxHeight: 200, maxWidth: '100%', display: 'block', border: '1px solid #eee', imageOrientation: 'from-image' }}
      />
    ) : null;
  }
  return (
    <Typography.Text>
      <FilePdfOutlined aria-hidden style={{ color: '#d32f2f' }} /> {file.name} ({sizeText(file.size, locale)})
    </Typography.Text>
  );
}
