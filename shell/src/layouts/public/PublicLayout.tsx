import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useMessages } from '../../messages/shellMessages';
import { LanguageSuggestion } from './language/LanguageSuggestion';
import { PublicFooter } from './PublicFooter';
import { PublicNavBar } from './PublicNavBar';
import './public.css';

interface PublicLayoutProps {
  /** The landing screen's hero sits under the transparent nav; other screens start below it. */
  heroUnderNav?: boolean;
}

/**
 * The nav, the screen and the footer are Suspense boundaries (nothing in them suspends): a
 * server-rendered page hydrates each in a pass and a commit of its own, the nav first, instead of
 * the whole page in one commit, which held a phone's main thread for a long task. The boundaries'
 * markers are in the server's HTML too, so hydration matches it.
 */
export function PublicLayout({ heroUnderNav = false }: PublicLayoutProps) {
  const messages = useMessages();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        {messages.skipToContent}
      </a>
      <Suspense fallback={null}>
        <PublicNavBar overHero={heroUnderNav} />
      </Suspense>
      <LanguageSuggestion />
      <main id="main" className={`public-main${heroUnderNav ? '' : ' public-main--below-nav'}`} tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
