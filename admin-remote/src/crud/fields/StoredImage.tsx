import { useState, type CSSProperties } from 'react';
import { FileExclamationOutlined } from '@ant-design/icons';
import { imageSources } from '@mfe/shared-ui';
import type { ImageSlot } from './imageSlots';
import { useMessages } from '../../messages/messages';

interface StoredImageProps {
  path: string | null | undefined;
  alt: string;
  /** Where it is shown: the variant widths, sizes and box (imageSlots.ts). */
  slot: ImageSlot;
  style?: CSSProperties;
}

/**
 * A stored image as a <picture> of its variants (AVIF, WebP, the master's format) at the widths its
 * slot needs, never the master (issue 20); lazy and decoded off the main thread. A path without
 * variants (a demo upload's data: URL) is its own src. When it is missing or fails to load, the
 * off-image icon of §8 takes its place.
 */
export function StoredImage({ path, alt, slot, style }: StoredImageProps) {
  const m = useMessages();
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const sources = imageSources(path, slot.widths);
  if (!path || !sources || failedPath === path) {
    return (
      <span
        role="img"
        aria-label={m.imageNotAvailable(alt)}
        style={{
          height: slot.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f5f5',
          color: '#9e9e9e',
          fontSize: Math.min(48, slot.height / 2),
          ...style,
        }}
      >
        <FileExclamationOutlined aria-hidden />
      </span>
    );
  }
  return (
    <picture style={{ display: 'block' }}>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={slot.sizes} />
      ))}
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? slot.sizes : undefined}
        alt={alt}
        width={slot.width}
        height={slot.height}
        loading="lazy"
        decoding="async"
        onError={() => setFailedPath(path)}
        style={{ height: slot.height, width: '100%', objectFit: 'contain', display: 'block', background: '#fafafa', ...style }}
      />
    </picture>
  );
}
