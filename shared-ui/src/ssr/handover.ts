import type { RuntimeConfig } from '../config/runtimeConfig';

// What a server-rendered page hands to the browser, so that it hydrates the same tree without
// asking again for what the server already had: the deployment's runtime config, the RTK Query
// cache the page was rendered from, and which remote screen the page shows.

/** The id of the <script type="application/json"> element that carries the handover. */
export const SSR_HANDOVER_ELEMENT_ID = 'ssr-handover';

export interface SsrHandover {
  config: Partial<RuntimeConfig>;
  /** The store's `api` slice (RTK Query cache) after the server's requests. */
  api: unknown;
  /** The remote screen in the page, loaded before hydration; null for shell-only pages (404). */
  screen: { remote: string; module: string } | null;
  /** The URL (path and query) the page was rendered for: a prerendered page may be served for another. */
  url: string;
  /**
   * The query parameters the page depends on (its route's: `category`, `q`); any other parameter
   * of the browser's URL (`utm_source` …) changes nothing, and the server sends the same page for
   * it. Absent (pages rendered before it was added): the whole query must match.
   */
  query?: string[];
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** True when the handover was rendered for this location: the same path (compared decoded) and the same values of the parameters the page depends on. */
export function handoverFits(handover: SsrHandover, location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (!handover.query) return decoded(handover.url) === decoded(`${location.pathname}${location.search}`);
  const rendered = new URL(handover.url, 'http://localhost');
  const here = new URLSearchParams(location.search);
  return (
    decoded(rendered.pathname) === decoded(location.pathname) && handover.query.every((name) => rendered.searchParams.get(name) === here.get(name))
  );
}

/** The handover in a server-rendered page, or null in a client-rendered one. */
export function readSsrHandover(doc: Document = document): SsrHandover | null {
  const element = doc.getElementById(SSR_HANDOVER_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrHandover;
  } catch (error) {
    console.error('The server-rendered page has an unreadable handover; rendering afresh', error);
    return null;
  }
}
