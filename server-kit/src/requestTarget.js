// The request target as the site's servers route it: origin-form only, its path normalised once,
// before any routing, cache or proxy decision sees it (RFC 9112 §3.2, RFC 3986 §5.2.4).
'use strict';

/** Characters encodeURIComponent escapes that a path segment may carry as they are (RFC 3986 pchar). */
const PLAIN_IN_SEGMENT = /%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi;
/** NUL, other control characters, and the separators a decoded segment must not hide. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f/\\]/;

/** True when every percent-escape of a query decodes to UTF-8 (`?q=%`, `?q=%zz` and `?q=%c0` do not). */
function decodable(query) {
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** One decoded path segment written back as a link would write it. */
function encodeSegment(segment) {
  return encodeURIComponent(segment).replace(PLAIN_IN_SEGMENT, (escape) => decodeURIComponent(escape));
}

/**
 * The normalised target (`/path?query`), or null when the request must be refused with a 400:
 * anything but origin-form (absolute-form `http://host/…`, `//host/…`, `*`, authority-form), a
 * percent-escape that is not valid UTF-8, an encoded slash or backslash, a NUL or other control
 * character in the path, a fragment, dot segments that climb above the root, or a query whose
 * escapes do not decode. Percent-escapes
 * are decoded and re-encoded one way, dot segments resolved and repeated slashes folded, so
 * `/api/../storage/x`, `/api/%73earch` and `/api//search` are seen as `/storage/x`,
 * `/api/search` and `/api/search`. The query string is otherwise kept as it came.
 * @param {string | undefined} raw
 * @returns {string | null}
 */
function originFormTarget(raw) {
  if (typeof raw !== 'string' || raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return null;
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt + 1);
  if (rawPath.includes('#') || rawPath.includes('\\')) return null;
  if (query && !decodable(query)) return null;
  const segments = [];
  const parts = rawPath.split('/');
  for (let i = 1; i < parts.length; i++) {
    let segment;
    try {
      segment = decodeURIComponent(parts[i]);
    } catch {
      return null;
    }
    if (FORBIDDEN_DECODED.test(segment)) return null;
    const last = i === parts.length - 1;
    if (segment === '.' || segment === '') {
      if (last) segments.push('');
      continue;
    }
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      if (last) segments.push('');
      continue;
    }
    segments.push(encodeSegment(segment));
  }
  const path = `/${segments.join('/')}`;
  return query ? `${path}?${query}` : path;
}

module.exports = { originFormTarget };
