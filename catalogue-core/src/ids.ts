// Record ids as they come in: route segments, JSON numbers, multipart strings.

export const MAX_ID = 2_147_483_647;
const ID_TEXT = /^\d{1,10}$/;

/**
 * A field's id: null → none given ('', null, undefined, 'null', 'undefined'); undefined → not a
 * usable id (not a positive 32-bit integer); else the id.
 */
export function parseId(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '' || value === 'null' || value === 'undefined') return null;
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (!ID_TEXT.test(text)) return undefined;
    const n = Number(text);
    return n > 0 && n <= MAX_ID ? n : undefined;
  }
  return undefined;
}

/** A route's id: a positive 32-bit integer, else null (the routes answer 404 for that thing). */
export function routeIdOf(raw: unknown): number | null {
  const text = String(raw ?? '');
  if (!ID_TEXT.test(text)) return null;
  const n = Number(text);
  return n < 1 || n > MAX_ID ? null : n;
}
