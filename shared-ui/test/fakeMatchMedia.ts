// jsdom has no matchMedia. Front-end tests install one whose answers they choose, built here so that
// every package's fake has the whole MediaQueryList shape.

/** Installs window.matchMedia answering `matches(query)`; returns a function that restores the original. */
export function installMatchMedia(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => {
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
  };
}

/** Answers width queries (min-width / max-width in px) as a viewport of `widthPx` would; others are false. */
export function widthMatcher(widthPx: number): (query: string) => boolean {
  return (query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || widthPx >= Number(min[1])) && (!max || widthPx <= Number(max[1]));
  };
}
