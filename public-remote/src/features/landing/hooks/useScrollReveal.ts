import { useEffect, useState, type RefObject } from 'react';

export interface ScrollReveal {
  /** true only for content that was below the fold when the page came alive, and not yet shown. */
  animate: boolean;
  revealed: boolean;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Below the visible part of the window: hiding it now cannot be seen, and nothing moves. */
function belowTheFold(element: Element): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Spec §2/§9: landing content fades in once, over 800 ms, when it scrolls into view.
 *
 * Hydration-safe: the server and the browser's first render both say "static" (content shown as
 * is), so the server's HTML is readable without JavaScript and hydration finds the same markup.
 * Only after mount, and only for content still below the fold, does the browser hide it to reveal
 * it on scroll: what the visitor already sees never blinks out. Nothing animates under
 * prefers-reduced-motion or without IntersectionObserver.
 */
export function useScrollReveal(ref: RefObject<Element | null>): ScrollReveal {
  const [phase, setPhase] = useState<'static' | 'waiting' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    if (!belowTheFold(element)) return;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { threshold: 0.12 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // Once per mount: revealed content stays revealed.
  }, [ref]);

  return { animate: phase !== 'static', revealed: phase !== 'waiting' };
}
