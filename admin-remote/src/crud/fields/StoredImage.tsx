import { useState, type CSSProperties } from 'react';
import { FileExclamationOutlined } from '@ant-design/icons';
import { storageUrl } from '@mfe/shared-ui';

interface StoredImageProps {
  path: string | null | undefined;
  alt: string;
  height: number;
  style?: CSSProperties;
}

/** A stored image; when it is missing or fails to load, the off-image icon of §8 takes its place. */
export function StoredImage({ path, alt, height, style }: StoredImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = storageUrl(path);
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={`${alt} (image not available)`}
        style={{
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f5f5',
          color: '#9e9e9e',
          fontSize: Math.min(48, height / 2),
          ...style,
        }}
      >
        <FileExclamationOutlined aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      style={{ height, width: '100%', objectFit: 'contain', display: 'block', background: '#fafafa', ...style }}
    />
  );
}
