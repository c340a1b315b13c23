import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { confirmLeave, selectSession, useAppSelector, useIsMobile, useLogout, useNewInquiryCount } from '@mfe/shared-ui';
import { ACCOUNT_PATH, adminNavLinksFor, INQUIRIES_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { useMessages } from '../../messages/adminChromeMessages';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { useSignedInMember } from './useSignedInMember';
import './admin.css';

/** Top bar 'Admin Dashboard' and a side drawer, open by default at 960 px and wider (spec §2). */
export default function AdminLayout() {
  const messages = useMessages();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(!mobile);
  const session = useAppSelector(selectSession);
  const { logout, isLoggingOut } = useLogout();
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const newInquiries = useNewInquiryCount().count;
  useSignedInMember();

  // Crossing the breakpoint resets the drawer to that width's default.
  useEffect(() => setDrawerOpen(!mobile), [mobile]);
  // On a narrow screen the drawer covers the page, so following a link closes it.
  useEffect(() => {
    if (mobile) setDrawerOpen(false);
  }, [pathname, mobile]);
  // On a narrow screen the open drawer is a pop-up: Escape closes it and focus goes back to its toggle.
  useEffect(() => {
    if (!mobile || !drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog above the drawer takes its own Escape first.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      setDrawerOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobile, drawerOpen]);

  /** Unsaved changes on the screen are asked about before the session ends. */
  async function logoutAfterAsking() {
    if (await confirmLeave()) await logout();
  }

  return (
    <div className={`admin-layout${drawerOpen ? ' admin-layout--drawer-open' : ''}${mobile ? ' admin-layout--mobile' : ''}`}>
      <header className="admin-bar">
        <button
          ref={toggle}
          type="button"
          className="admin-bar__toggle"
          aria-label={drawerOpen ? messages.closeNavigation : messages.openNavigation}
          aria-expanded={drawerOpen}
          aria-controls="admin-drawer"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
          </svg>
        </button>
        <h1 className="admin-bar__title">{messages.adminDashboard}</h1>
        <AdminLanguageSwitch />
        {/* The member's name opens their own page: password and sessions (issue 23). */}
        <Link to={ACCOUNT_PATH} className="admin-bar__user" title={messages.myAccount}>
          {session.name ?? session.email}
          <span className="visually-hidden">: {messages.myAccount}</span>
        </Link>
        <button type="button" className="admin-bar__logout" disabled={isLoggingOut} onClick={() => void logoutAfterAsking()}>
          {messages.logout}
        </button>
      </header>
      <nav id="admin-drawer" className="admin-drawer" aria-label={messages.adminNavigation} hidden={!drawerOpen}>
        <ul>
          {/* The sections the member's role may open (issue 23). */}
          {adminNavLinksFor(session.role).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>
                {messages.adminSection(link.label)}
                {link.to === INQUIRIES_PATH && !!newInquiries && (
                  <span className="admin-drawer__badge">
                    {newInquiries}
                    <span className="visually-hidden">{messages.newInquiries}</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {mobile && drawerOpen && <div className="admin-drawer-scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
      <main id="main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
