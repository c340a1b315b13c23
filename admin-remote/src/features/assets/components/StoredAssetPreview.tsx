import { Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { storageUrl } from '@mfe/shared-ui';
import { StoredImage } from '../../../crud/fields/StoredImage';
import { DETAIL_SLOT } from '../../../crud/fields/imageSlots';

const PREVIEW_HEIGHT_PX = 360;

interface StoredAssetPreviewProps {
  kind: 'image' | 'file';
  path: string | undefined;
  name: string;
}

/** The stored file itself: the image, or the PDF in the browser's viewer with a link to open it. */
export function StoredAssetPreview({ kind, path, name }: StoredAssetPreviewProps) {
  if (kind === 'image') return <StoredImage path={path} alt={name} slot={DETAIL_SLOT} />;
  const url = storageUrl(path) ?? undefined;
  if (!url) return null;
  return (
    <div>
      {/* The fallback shows where the browser has no PDF viewer; the link below opens it anyway. */}
      <object
        data={url}
        type="application/pdf"
        aria-label={`Preview of ${name}`}
        style={{ width: '100%', height: PREVIEW_HEIGHT_PX, border: '1px solid #eee' }}
      >
        <Typography.Paragraph type="secondary">No preview in this browser.</Typography.Paragraph>
      </object>
      <div style={{ marginTop: 8 }}>
        <a href={url} target="_blank" rel="noreferrer">
          <FilePdfOutlined aria-hidden style={{ color: '#d32f2f' }} /> Open PDF
        </a>
      </div>
    </div>
  );
}
