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
}

/** True when the handover was rendered for this location (paths compared decoded). */
export function handoverFits(handover: SsrHandover, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return decoded(handover.url) === decoded(`${location.pathname}${location.search}`);
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
