import { useEffect, useRef, useState, type ReactNode } from 'react';
import { imageSources } from '@mfe/shared-ui';
import type { ImageSlot } from './imageSlots';
import './ImageWithFallback.css';

type LoadState = 'loading' | 'loaded' | 'failed';

interface ImageWithFallbackProps {
  /** The stored image (its image_path), shown through its variants; null or undefined when there is none. */
  image: string | null | undefined;
  /** Where it is shown (IMAGE_SLOTS): the layout's sizes and the variant widths that cover them. */
  slot: ImageSlot;
  /** '' for a decorative image, e.g. inside a link whose text already names it. */
  alt: string;
  className?: string;
  /**
   * The image's intrinsic size (or its aspect ratio as width and height): written as attributes so
   * the browser reserves its box before any CSS or pixels arrive. The frame's CSS sets the shown size.
   */
  width?: number;
  height?: number;
  /**
   * Above the fold on first paint (the page's largest image, likely): fetched at once with high
   * priority and decoded with the frame, so it paints before the scripts run, not after them.
   */
  priority?: boolean;
  /** Shown instead of the 'image off' icon when there is no image or it fails (decorative). */
  fallback?: ReactNode;
}

/**
 * An image that shows a spinner placeholder while it loads and an 'image off' icon when it fails
 * or there is none (spec §2 category cards). The frame keeps its size so the grid never jumps.
 * The image is never hidden by the loading state: server-rendered HTML shows it without JavaScript,
 * painted over the spinner as it arrives. It is a <picture> of the image's variants (AVIF, WebP,
 * the master's format) at the slot's widths, so the browser downloads one small file, never the
 * master (issue 20); below the fold it is lazy, and at most one image per page is `priority`.
 */
export function ImageWithFallback({ image, slot, alt, className = '', width, height, priority = false, fallback }: ImageWithFallbackProps) {
  const sources = imageSources(image, slot.widths);
  const src = sources?.src ?? null;
  const [state, setState] = useState<LoadState>(src ? 'loading' : 'failed');
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setState(src ? 'loading' : 'failed');
    // Server-rendered HTML: the image may have loaded, or failed, before React attached onLoad and
    // onError. A complete image without pixels is a broken one (a lazy image not yet fetched is
    // not complete).
    const img = imgRef.current;
    if (src && img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [src]);

  return (
    <span className={`pr-image pr-image--${state} ${className}`}>
      {state === 'loading' && <span className="pr-spinner pr-image__placeholder" data-testid="image-placeholder" aria-hidden="true" />}
      {state === 'failed' && fallback ? (
        fallback
      ) : state === 'failed' ? (
        <svg
          className="pr-image__fallback"
          viewBox="0 0 24 24"
          data-testid="image-fallback"
          {...(alt ? { role: 'img', 'aria-label': `${alt} (image not available)` } : { 'aria-hidden': true })}
        >
          <path d="M3 3l18 18 M21 15V5a2 2 0 0 0-2-2H9 M3 7v12a2 2 0 0 0 2 2h12 M3 17l5-5 3 3 M14 9h.01" />
        </svg>
      ) : (
        <picture>
          {sources?.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={slot.sizes} />
          ))}
          <img
            ref={imgRef}
            src={src ?? undefined}
            srcSet={sources?.srcSet}
            sizes={sources?.srcSet ? slot.sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : undefined}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        </picture>
      )}
    </span>
  );
}
