import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { publicNavLinks } from '@mfe/shared-ui';
import { useFocusTrap } from '../../overlays/useFocusTrap';

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
      <nav aria-label="Main">
        <ul className="mobile-menu__links">
          {publicNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
