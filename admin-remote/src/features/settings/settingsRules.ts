import { isMailAddress } from '@mfe/catalogue-core/rules';

// What the settings form checks before it sends, as the API does (issue 23). The API's own schema
// is the authority: whatever it refuses besides comes back as its 422 message on the field. These
// belong in the core's zod-free rules (`@mfe/catalogue-core/rules`) beside the API's schema, once
// it has them: then both read one copy.

/**
 * A number in +62 form, as shown and dialled: '+62', then 7 to 13 digits (the first not 0: the
 * trunk 0 is dropped after +62), optionally grouped by single spaces or hyphens:
 * '+62 21 8990 4512', '+62 812-8990-4512'.
 */
const PLUS_62_PATTERN = /^\+62[ -]?[1-9](?:[ -]?\d){6,12}$/;
export const isPlus62Number = (number: string): boolean => PLUS_62_PATTERN.test(number.trim());

/** The sales address: written into mail and mailto: links, so held to the core's conservative shape. */
export const isSalesEmail = (email: string): boolean => isMailAddress(email.trim());

/** The hosts whose maps the contact card may embed. */
export const MAP_HOSTS = ['www.openstreetmap.org', 'openstreetmap.org', 'www.google.com', 'maps.google.com'] as const;

/** The contact card's map: an https URL on one of MAP_HOSTS. */
export function isAllowedMapUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' && (MAP_HOSTS as readonly string[]).includes(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The years a history event or the copyright line may name. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
export const isSettingsYear = (year: unknown): boolean => Number.isInteger(year) && (year as number) >= YEAR_MIN && (year as number) <= YEAR_MAX;
