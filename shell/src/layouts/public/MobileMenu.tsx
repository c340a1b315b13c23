import { useEffect, useRef } from 'react';
import { useFocusTrap } from '../../overlays/useFocusTrap';
import { PublicNavLinks } from './PublicNavLinks';

interface MobileMenuProps {
  onClose: () => void;
}

/** The overlay list of the four links below 960 px; Escape, the close button or a link closes it. */
export function MobileMenu({ onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div ref={panel} id="public-mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
      <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={onClose}>
        ×
      </button>
      <PublicNavLinks className="mobile-menu__links" onNavigate={onClose} />
    </div>
  );
}
