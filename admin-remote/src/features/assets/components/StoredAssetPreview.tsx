import { useState } from 'react';
import { Button, Image, Space, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined, ZoomInOutlined } from '@ant-design/icons';
import { imageSources, storageUrl } from '@mfe/shared-ui';
import { StoredImage } from '../../../crud/fields/StoredImage';
import { DETAIL_SLOT, ENLARGED_WIDTHS } from '../../../crud/fields/imageSlots';
import { downloadName } from '../assetFacts';
import { useMessages } from '../../../messages/messages';

const PREVIEW_HEIGHT_PX = 360;

interface StoredAssetPreviewProps {
  kind: 'image' | 'file';
  path: string | undefined;
  name: string;
}

/**
 * The stored file itself: the image (a variant of its slot; enlarged, the 1200/1920 px variants in
 * antd's preview) with a link that downloads the master, or the PDF in the browser's viewer with a
 * link to open it.
 */
export function StoredAssetPreview({ kind, path, name }: StoredAssetPreviewProps) {
  const m = useMessages();
  const url = storageUrl(path) ?? undefined;
  if (kind === 'image') return <StoredImagePreview path={path} url={url} name={name} />;
  if (!url) return null;
  return (
    <div>
      {/* The fallback shows where the browser has no PDF viewer; the link below opens it anyway. */}
      <object
        data={url}
        type="application/pdf"
        aria-label={m.previewOf(name)}
        style={{ width: '100%', height: PREVIEW_HEIGHT_PX, border: '1px solid #eee' }}
      >
        <Typography.Paragraph type="secondary">{m.noPreview}</Typography.Paragraph>
      </object>
      <div style={{ marginTop: 8 }}>
        <a href={url} target="_blank" rel="noreferrer">
          <FilePdfOutlined aria-hidden style={{ color: '#d32f2f' }} /> {m.openPdf}
        </a>
      </div>
    </div>
  );
}

function StoredImagePreview({ path, url, name }: { path: string | undefined; url: string | undefined; name: string }) {
  const m = useMessages();
  const [enlarged, setEnlarged] = useState(false);
  const large = imageSources(path, ENLARGED_WIDTHS);
  return (
    <div>
      <StoredImage path={path} alt={name} slot={DETAIL_SLOT} />
      {url && large && (
        <Space wrap style={{ marginTop: 8 }}>
          <Button icon={<ZoomInOutlined aria-hidden />} onClick={() => setEnlarged(true)}>
            {m.enlarge}
          </Button>
          {/* The master as stored (upright, without metadata since issue 20), saved under the asset's name. */}
          <a href={url} download={downloadName(name, url)}>
            <DownloadOutlined aria-hidden /> {m.downloadOriginal}
          </a>
        </Space>
      )}
      {large && (
        // No image of its own: the preview shows the 1200/1920 px variants only once opened.
        <Image.PreviewGroup
          items={[{ src: large.src, srcSet: large.srcSet, sizes: '100vw', alt: name }]}
          preview={{ open: enlarged, onOpenChange: (open) => setEnlarged(open) }}
        />
      )}
    </div>
  );
}
