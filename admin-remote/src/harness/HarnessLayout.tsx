import { Link, Outlet, useLocation } from 'react-router-dom';
import { adminNavLinks } from '@mfe/shared-ui/site/admin-navigation';

/** A bare stand-in for the shell's admin layout: a top bar and the drawer links. */
export function HarnessLayout() {
  const { pathname } = useLocation();
  return (
    <div style={{ minHeight: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ background: '#1976D2', color: '#fff', padding: '12px 16px', fontWeight: 600 }}>
        Admin Dashboard <small style={{ opacity: 0.8 }}>(admin-remote standalone)</small>
      </header>
      <nav aria-label="Admin areas" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', borderBottom: '1px solid #ddd' }}>
        {adminNavLinks.map((link) => (
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
