import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { imageSources, type ImageRef } from '@mfe/shared-ui';
import { IMAGE_CROP_DEFAULT } from '@mfe/catalogue-core/limits';
import { useMessages } from '../messages/messages';
import type { ImageSlot } from './imageSlots';
import './ImageWithFallback.css';

type LoadState = 'loading' | 'loaded' | 'failed';

/** A stored image as a frame takes it: its reference with its crop, or just its path (a search hit: the default crop). */
export type FramedImage = Pick<ImageRef, 'image_path' | 'focus_x' | 'focus_y' | 'fit'> | string | null | undefined;

/**
 * The <img>'s inline style for an image's crop (issue 20), so the server-rendered HTML already
 * frames it: object-position at its focal point (the part a fixed-aspect frame keeps when it crops),
 * or object-fit: contain to show the whole picture letterboxed. None for the default (the centre,
 * cropped to fill), which the frame's CSS already gives.
 */
export function cropStyle(image: FramedImage): CSSProperties | undefined {
  if (!image || typeof image === 'string') return undefined;
  if (image.fit === 'contain') return { objectFit: 'contain' };
  const x = image.focus_x ?? IMAGE_CROP_DEFAULT.focus_x;
  const y = image.focus_y ?? IMAGE_CROP_DEFAULT.focus_y;
  return x === IMAGE_CROP_DEFAULT.focus_x && y === IMAGE_CROP_DEFAULT.focus_y ? undefined : { objectPosition: `${x}% ${y}%` };
}

interface ImageWithFallbackProps {
  /**
   * The stored image, shown through its variants: its reference (framed by its crop: focal point
   * or whole picture), or its image_path (the default crop); null or undefined when there is none.
   */
  image: FramedImage;
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
  /** When it is fetched (ImageLoading); lazy unless said. */
  loading?: ImageLoading;
  /** Shown instead of the 'image off' icon when there is no image or it fails (decorative). */
  fallback?: ReactNode;
}

/**
 * When an image is fetched. `priority`: the page's largest image above the fold, fetched at once
 * with high priority and decoded with the frame, so it paints before the scripts run (one per page:
 * several high-priority images share the phone's bandwidth, and the largest arrives later).
 * `eager`: in view on first paint but not the largest, fetched at once at the browser's priority.
 * `lazy`: below the fold, fetched as it nears the viewport.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * An image that shows a spinner placeholder while it loads (the frame's own ::before, not an element: a
 * series page has 48 of them in its HTML) and an 'image off' icon when it fails
 * or there is none (spec §2 category cards). The frame keeps its size so the grid never jumps.
 * The image is never hidden by the loading state: server-rendered HTML shows it without JavaScript,
 * painted over the spinner as it arrives. It is a <picture> of the image's variants (AVIF, WebP,
 * the master's format) at the slot's widths, so the browser downloads one small file, never the
 * master (issue 20); below the fold it is lazy, and at most one image per page is `priority` (ImageLoading).
 */
export function ImageWithFallback({ image, slot, alt, className = '', width, height, loading = 'lazy', fallback }: ImageWithFallbackProps) {
  const messages = useMessages();
  const sources = imageSources(typeof image === 'string' ? image : image?.image_path, slot.widths);
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
      {state === 'failed' && fallback ? (
        fallback
      ) : state === 'failed' ? (
        <svg
          className="pr-image__fallback"
          viewBox="0 0 24 24"
          data-testid="image-fallback"
          {...(alt ? { role: 'img', 'aria-label': messages.imageNotAvailable(alt) } : { 'aria-hidden': true })}
        >
          <path d="M3 3l18 18 M21 15V5a2 2 0 0 0-2-2H9 M3 7v12a2 2 0 0 0 2 2h12 M3 17l5-5 3 3 M14 9h.01" />
        </svg>
      ) : (
        <picture>
          {sources?.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={slot.sizes} />
          ))}
          {/* Its own src only, no srcset: a browser that takes neither AVIF nor WebP is rare, and three
              URLs per width are HTML that every page pays (a series page shows 48 models). */}
          <img
            ref={imgRef}
            src={src ?? undefined}
            alt={alt}
            width={width}
            height={height}
            loading={loading === 'lazy' ? 'lazy' : 'eager'}
            decoding={loading === 'priority' ? 'sync' : 'async'}
            fetchPriority={loading === 'priority' ? 'high' : undefined}
            style={cropStyle(image)}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        </picture>
      )}
    </span>
  );
}
