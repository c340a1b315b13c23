import crypto from 'node:crypto';

/** The ETag of a page's HTML: its SHA-1, so the same page is the same tag across restarts. */
export function etagOf(html: string): string {
  return `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
}

/** If-None-Match as HTTP compares it (weakly): a list, '*', and W/ tags (a compressing proxy weakens ETags). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
