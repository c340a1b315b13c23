import { useEffect, useRef } from 'react';
import { useFocusTrap } from '../../overlays/useFocusTrap';
import { useMessages } from '../../messages/shellMessages';
import { LanguageSwitch } from './language/LanguageSwitch';
import { PublicNavLinks } from './PublicNavLinks';
import { SiteSearch } from './search/SiteSearch';

interface MobileMenuProps {
  onClose: () => void;
}

/** The overlay below 960 px: the search box and the four links; Escape, the close button, a link or a search closes it. */
export function MobileMenu({ onClose }: MobileMenuProps) {
  const messages = useMessages();
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
    <div ref={panel} id="public-mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={messages.menu}>
      <button type="button" className="mobile-menu__close" aria-label={messages.closeMenu} onClick={onClose}>
        ×
      </button>
      <div className="mobile-menu__content">
        <SiteSearch variant="menu" onNavigate={onClose} />
        <PublicNavLinks className="mobile-menu__links" onNavigate={onClose} />
        <LanguageSwitch className="mobile-menu__language" />
      </div>
    </div>
  );
}
