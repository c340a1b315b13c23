import { useEffect, useEffectEvent } from 'react';
import { SECTION_SCROLL_DELAY_MS } from '@mfe/shared-ui';
import { SECTION_ELEMENT_IDS, type LandingSection } from '../types/landingSection';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Scrolls to the section the route names; contact goes to the 'Request a quote' form (issue 14; the spec's page bottom before). */
export function scrollToSection(section: LandingSection, behavior: ScrollBehavior): void {
  if (section === 'home') {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  document.getElementById(SECTION_ELEMENT_IDS[section])?.scrollIntoView({ behavior, block: 'start' });
}

/**
 * Spec §2: the route picks the section, scrolled to smoothly after 100 ms — the delay lets the
 * shell's layout settle first. `contentReady` holds the scroll until the products list has
 * arrived: it changes the page's height, and would move the target after the scroll. Reduced
 * motion jumps instead of gliding.
 */
export function useSectionScroll(section: LandingSection, contentReady = true): void {
  const reducedMotion = usePrefersReducedMotion();
  // reducedMotion is read when the route changes; a change of the OS setting alone must not scroll.
  const scrollBehavior = useEffectEvent((): ScrollBehavior => (reducedMotion ? 'auto' : 'smooth'));
  useEffect(() => {
    if (!contentReady) return;
    const behavior = scrollBehavior();
    const timer = window.setTimeout(() => scrollToSection(section, behavior), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [section, contentReady]);
}
