import { renderHook } from '@testing-library/react';
import { useSectionScroll } from './useSectionScroll';
import { mockMatchMedia } from '../../../test/matchMedia';
import type { LandingSection } from '../types/landingSection';

describe('useSectionScroll', () => {
  const scrollTo = jest.fn();
  const scrollIntoView = jest.fn();
  let section: HTMLElement;

  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    section = document.createElement('section');
    section.id = 'landing-about';
    document.body.append(section);
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockReset();
    scrollIntoView.mockReset();
    section.remove();
  });

  it('scrolls smoothly to the route’s section after 100 ms, not before', () => {
    renderHook(() => useSectionScroll('about'));
    jest.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });

  it('scrolls Contact to its section (the quote form) and Home to the top', () => {
    const contact = document.createElement('div');
    contact.id = 'landing-contact';
    document.body.append(contact);
    try {
      const { rerender } = renderHook(({ s }: { s: LandingSection }) => useSectionScroll(s), { initialProps: { s: 'contact' } });
      jest.advanceTimersByTime(100);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(contact);

      rerender({ s: 'home' });
      jest.advanceTimersByTime(100);
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    } finally {
      contact.remove();
    }
  });

  it('jumps instead of gliding under prefers-reduced-motion', () => {
    const restore = mockMatchMedia(['prefers-reduced-motion: reduce']);
    try {
      renderHook(() => useSectionScroll('about'));
      jest.advanceTimersByTime(100);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      restore();
    }
  });

  it('cancels a pending scroll when the route changes again within 100 ms', () => {
    const { rerender } = renderHook(({ s }: { s: LandingSection }) => useSectionScroll(s), { initialProps: { s: 'about' } });
    jest.advanceTimersByTime(50);
    rerender({ s: 'home' });
    jest.advanceTimersByTime(100);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('waits for the content to be ready, then scrolls 100 ms later', () => {
    const { rerender } = renderHook(({ ready }: { ready: boolean }) => useSectionScroll('about', ready), { initialProps: { ready: false } });
    jest.advanceTimersByTime(500);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender({ ready: true });
    jest.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
