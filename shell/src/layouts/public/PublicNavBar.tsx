import { memo, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { MOBILE_MEDIA_QUERY, PRODUCT_NAME, useMediaQuery } from '@mfe/shared-ui';
import { useMessages } from '../../messages/shellMessages';
import { LanguageSwitch } from './language/LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { PublicNavLinks } from './PublicNavLinks';
import { SiteSearch } from './search/SiteSearch';
import { useScrolled } from './useScrolled';

interface PublicNavBarProps {
  /** Over the landing hero the links are white; over a plain page they take the primary colour. */
  overHero: boolean;
}

/**
 * Transparent at the top of the page, solid once scrolled; a menu button below 960 px (spec §2).
 *
 * Both the links and the menu button are always rendered, and a CSS media query at 960 px shows one
 * (public.css), so the server's HTML is right on a phone and on a desktop alike and hydration swaps
 * nothing. Once the browser knows the width, the other one is also marked `hidden`, which takes it
 * out of the accessibility tree (it already was, by display: none).
 */
export function PublicNavBar({ overHero }: PublicNavBarProps) {
  const messages = useMessages();
  const scrolled = useScrolled();
  // Unknown (null) on the server and while hydrating: CSS picks links or menu button until then.
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={`public-nav${scrolled ? ' public-nav--solid' : ''}${overHero ? ' public-nav--over-hero' : ''}`} data-solid={scrolled}>
      <div className="public-nav__inner">
        <Link to="/" className="public-nav__brand">
          {PRODUCT_NAME}
        </Link>
        <div className="public-nav__wide" hidden={mobile === true}>
          <WideNavItems />
        </div>
        <button
          type="button"
          className="public-nav__menu-button"
          aria-label={messages.openMenu}
          aria-expanded={menuOpen}
          aria-controls="public-mobile-menu"
          hidden={mobile === false}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
          </svg>
        </button>
      </div>
      {/* Opened only from the button, which exists below 960 px; widening the window closes it. */}
      {menuOpen && mobile !== false && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}

/**
 * The links, search box and language switch of a wide screen. They take nothing from the bar's own
 * state, so the bar's render once the browser knows the width (right after hydration) or on
 * scrolling does not render them again.
 */
const WideNavItems = memo(function WideNavItems() {
  return (
    <>
      <PublicNavLinks className="public-nav__links" />
      <SiteSearch variant="nav" />
      <LanguageSwitch className="public-nav__language" />
    </>
  );
});
