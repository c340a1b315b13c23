// Staff's preview of a public page (issue 21): the admin's Preview link opens the page with
// `?preview=1`; with a staff session the page then reads with the token and may show drafts.
// The admin builds the link, the public pages and the shell (its server and its start-up) read it.

/** The query parameter that asks for the preview; any value (the admin sends 1). */
export const PREVIEW_PARAM = 'preview';

/** The public path with the preview asked for, kept before a `#product-…` anchor. */
export function previewPath(path: string): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1${hash}`;
}

/** Whether a URL's query (`?a=1&preview=1`, or its parsed parameters) asks for the preview. */
export function asksPreview(search: string | URLSearchParams): boolean {
  return (typeof search === 'string' ? new URLSearchParams(search) : search).has(PREVIEW_PARAM);
}
