import { useEffect, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface ScrollReveal {
  /** false under prefers-reduced-motion or without IntersectionObserver: content shows as is. */
  animate: boolean;
  revealed: boolean;
}

/**
 * Spec §2/§9: landing content fades in once when it scrolls into view. Once revealed it stays;
 * without IntersectionObserver (old browsers, jsdom) nothing is hidden in the first place.
 */
export function useScrollReveal(ref: RefObject<Element | null>): ScrollReveal {
  const reducedMotion = usePrefersReducedMotion();
  const animate = !reducedMotion && typeof IntersectionObserver !== 'undefined';
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!animate || revealed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setRevealed(true);
        observer.disconnect();
      },
      { threshold: 0.12 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, animate, revealed]);

  return { animate, revealed: revealed || !animate };
}
