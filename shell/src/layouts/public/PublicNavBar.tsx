import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, useIsMobile } from '@mfe/shared-ui';
import { MobileMenu } from './MobileMenu';
import { PublicNavLinks } from './PublicNavLinks';
import { useScrolled } from './useScrolled';

interface PublicNavBarProps {
  /** Over the landing hero the links are white; over a plain page they take the primary colour. */
  overHero: boolean;
}

/** Transparent at the top of the page, solid once scrolled; a menu button below 960 px (spec §2). */
export function PublicNavBar({ overHero }: PublicNavBarProps) {
  const scrolled = useScrolled();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header
      className={`public-nav${scrolled ? ' public-nav--solid' : ''}${overHero ? ' public-nav--over-hero' : ''}`}
      data-solid={scrolled}
    >
      <div className="public-nav__inner">
        <Link to="/" className="public-nav__brand">
          {PRODUCT_NAME}
        </Link>
        {mobile ? (
          <button
            type="button"
            className="public-nav__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
            </svg>
          </button>
        ) : (
          <PublicNavLinks className="public-nav__links" />
        )}
      </div>
      {mobile && menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
