import { Link, Outlet, useLocation } from 'react-router-dom';
import {
  LOCALE_NAMES,
  LOCALES,
  localeChosen,
  rememberLocale,
  selectRole,
  useAppDispatch,
  useAppSelector,
  useLocale,
  type Locale,
} from '@mfe/shared-ui';
import { ACCOUNT_PATH, adminNavLinksFor } from '@mfe/shared-ui/site/admin-navigation';

/** A bare stand-in for the shell's admin layout: a top bar with the language switch, and the drawer links. */
export function HarnessLayout() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  // As the shell's admin header: the screens follow the store, and the choice is remembered.
  const choose = (next: Locale) => {
    dispatch(localeChosen(next));
    rememberLocale(next);
  };
  return (
    <div style={{ minHeight: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ background: '#1976D2', color: '#fff', padding: '12px 16px', fontWeight: 600 }}>
        Admin Dashboard <small style={{ opacity: 0.8 }}>(admin-remote standalone)</small>{' '}
        <select aria-label="Language" value={locale} onChange={(event) => choose(event.target.value as Locale)} style={{ float: 'right' }}>
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
      </header>
      <nav aria-label="Admin areas" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', borderBottom: '1px solid #ddd' }}>
        {/* As the shell's drawer: the sections the role may open, and My account. */}
        {[...adminNavLinksFor(role), { label: 'My account', to: ACCOUNT_PATH }].map((link) => (
          <Link key={link.to} to={link.to} aria-current={pathname.startsWith(link.to) ? 'page' : undefined}>
            {link.label}
          </Link>
        ))}
      </nav>
      <main style={{ padding: 16 }}>
        <Outlet />
      </main>
    </div>
  );
}
