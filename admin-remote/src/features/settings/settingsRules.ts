import { isMailAddress } from '@mfe/catalogue-core/rules';

// What the settings form checks before it sends, as the API does (issue 23); whatever the API
// refuses besides comes back as its 422 message on the field. The same rules as the API's schema
// (the core's zod-free rules and limits, written on the API's branch at the same time:
// PLUS62_PHONE_PATTERN, MAP_EMBEDS and isMapEmbedUrl in `@mfe/catalogue-core/rules`, the year
// limits in `/messages`): once both are merged, this file imports them instead of repeating them.

/**
 * A number in +62 form, as shown and dialled: '+62', then 7 to 13 digits, any of them after one
 * space or hyphen ('+62 21 8990 4512', '+62 812-8990-4512').
 */
const PLUS62_PHONE_PATTERN = /^\+62(?:[ -]?\d){7,13}$/;
export const isPlus62Number = (number: string): boolean => PLUS62_PHONE_PATTERN.test(number.trim());

/** The sales address: written into mail and mailto: links, so held to the core's conservative shape. */
export const isSalesEmail = (email: string): boolean => isMailAddress(email.trim());

/** Where the contact card's map may come from: an https embed page of one of these hosts. */
export const MAP_EMBEDS = [
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
  { host: 'www.google.com', path: '/maps/embed' },
] as const;

/** Whether a map URL is an embed page of MAP_EMBEDS: https, that host (no user, no port), that path or one under it. */
export function isMapEmbedUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return MAP_EMBEDS.some(({ host, path }) => url.hostname === host && (url.pathname === path || url.pathname.startsWith(`${path}/`)));
}

/** The years the copyright line and a history event may name. */
export const COPYRIGHT_YEARS = { min: 2000, max: 2100 } as const;
export const HISTORY_YEARS = { min: 1900, max: 2100 } as const;

/** Whether `year` is a whole number within `years`. */
export const isYearWithin = (years: { min: number; max: number }, year: unknown): boolean =>
  Number.isInteger(year) && (year as number) >= years.min && (year as number) <= years.max;
