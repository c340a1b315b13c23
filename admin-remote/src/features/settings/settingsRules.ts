import { COPYRIGHT_YEAR_MAX, COPYRIGHT_YEAR_MIN, HISTORY_YEAR_MAX, HISTORY_YEAR_MIN } from '@mfe/catalogue-core/messages';
import { isMailAddress, PLUS62_PHONE_PATTERN } from '@mfe/catalogue-core/rules';

// What the settings form checks before it sends, with the core's rules and limits that the API's
// schema applies (issue 23); whatever the API refuses besides comes back as its 422 message on the field.
export { isMapEmbedUrl, MAP_EMBEDS } from '@mfe/catalogue-core/rules';

/** A number in +62 form, as the API holds it ('+62 21 8990 4512', '+62 812-8990-4512'). */
export const isPlus62Number = (number: string): boolean => PLUS62_PHONE_PATTERN.test(number.trim());

/** The sales address: written into mail and mailto: links, so held to the core's conservative shape. */
export const isSalesEmail = (email: string): boolean => isMailAddress(email.trim());

/** The years the copyright line and a history event may name (the API's limits). */
export const COPYRIGHT_YEARS = { min: COPYRIGHT_YEAR_MIN, max: COPYRIGHT_YEAR_MAX } as const;
export const HISTORY_YEARS = { min: HISTORY_YEAR_MIN, max: HISTORY_YEAR_MAX } as const;

/** Whether `year` is a whole number within `years`. */
export const isYearWithin = (years: { min: number; max: number }, year: unknown): boolean =>
  Number.isInteger(year) && (year as number) >= years.min && (year as number) <= years.max;
