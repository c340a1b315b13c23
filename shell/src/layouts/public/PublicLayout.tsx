import { Outlet } from 'react-router-dom';
import { PublicFooter } from './PublicFooter';
import { PublicNavBar } from './PublicNavBar';
import './public.css';

interface PublicLayoutProps {
  /** The landing screen's hero sits under the transparent nav; other screens start below it. */
  heroUnderNav?: boolean;
}

export function PublicLayout({ heroUnderNav = false }: PublicLayoutProps) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicNavBar overHero={heroUnderNav} />
      <main id="main" className={`public-main${heroUnderNav ? '' : ' public-main--below-nav'}`} tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
