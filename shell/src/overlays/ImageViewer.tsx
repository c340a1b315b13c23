import { useEffect, useRef, useState } from 'react';
import { imageViewerClosed, selectImageViewer, useAppDispatch, useAppSelector } from '@mfe/shared-ui';
import { useMessages } from '../messages/shellMessages';
import { useFocusTrap } from './useFocusTrap';
import './overlays.css';

/** Full-screen image; 'Image not available' when there is no image or it fails to load. Escape closes. */
export function ImageViewer() {
  const messages = useMessages();
  const viewer = useAppSelector(selectImageViewer);
  const dispatch = useAppDispatch();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, viewer.open);

  useEffect(() => {
    if (!viewer.open) return;
    panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(imageViewerClosed());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [viewer.open, dispatch]);

  if (!viewer.open) return null;
  const available = Boolean(viewer.src) && failedSrc !== viewer.src;
  return (
    <div ref={panel} className="image-viewer" role="dialog" aria-modal="true" aria-label={viewer.alt || messages.imageViewer}>
      <button type="button" className="image-viewer__close" aria-label={messages.closeImage} onClick={() => dispatch(imageViewerClosed())}>
        ×
      </button>
      {available ? (
        <img className="image-viewer__image" src={viewer.src ?? undefined} alt={viewer.alt} onError={() => setFailedSrc(viewer.src)} />
      ) : (
        <p className="image-viewer__missing">{messages.imageNotAvailable}</p>
      )}
    </div>
  );
}
