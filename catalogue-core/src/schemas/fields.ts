// The field types of the request payloads. Payloads come as JSON or as multipart text, so each
// field first takes what a form may send (ids as numbers or numeric strings; '', null and
// undefined as "none"), then holds the value to the spec's rule with the spec's message.
import { z } from 'zod';
import { parseId } from '../ids';
import {
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_TEXT_MAX,
  ATTRIBUTE_TYPES,
  ATTRIBUTE_UNITS,
  DESCRIPTION_MAX,
  FOCUS_MAX,
  FOCUS_MIN,
  IMAGE_FITS,
  MESSAGES,
  NAME_MAX,
} from '../messages';
import { hasControlCharacters } from '../rules';

/** Text as a form sends it: strings as they are, numbers and booleans as their text, anything else none. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A field's id for the schema: undefined when none was given, NaN when it is no usable id. */
function idOrNaN(value: unknown): number | undefined {
  const id = parseId(value);
  if (id === null) return undefined;
  return id ?? Number.NaN;
}

/**
 * Text free of control characters (NUL among them), checked with the field's other rules: a 422 on
 * that field, before anything is counted or written (the database would refuse a NUL later).
 */
export const plainText = (label: string, { multiLine = false } = {}) =>
  z.string().refine((text) => !hasControlCharacters(text, multiLine), MESSAGES.controlCharacters(label));

/** Required, trimmed, at most NAME_MAX characters, one line. */
export const name = z.preprocess(
  (value) => (asText(value) ?? '').trim(),
  plainText('Name').min(1, MESSAGES.nameRequired).max(NAME_MAX, MESSAGES.nameTooLong),
);

/** Optional, trimmed; blank is none (null). */
export const description = z.preprocess(
  (value) => {
    const text = asText(value)?.trim();
    return text ? text : null;
  },
  plainText('Description', { multiLine: true }).max(DESCRIPTION_MAX, MESSAGES.descriptionTooLong).nullable(),
);

/** Trimmed text, blank is none (null): an optional text's value. */
const blankIsNone = (value: unknown) => {
  const text = asText(value)?.trim();
  return text ? text : null;
};

/** A name's Indonesian translation (issue 22): optional (blank falls back to English), one line. */
export const indonesianName = z.preprocess(blankIsNone, plainText('Indonesian name').max(NAME_MAX, MESSAGES.indonesianNameTooLong).nullable());

/** A description's Indonesian translation (issue 22): optional (blank falls back to English). */
export const indonesianDescription = z.preprocess(
  blankIsNone,
  plainText('Indonesian description', { multiLine: true }).max(DESCRIPTION_MAX, MESSAGES.indonesianDescriptionTooLong).nullable(),
);

/** The id of a record the payload must name ('Vendor is required', 'Vendor is invalid'). */
export function requiredId(requiredMessage: string, label: string) {
  return z.preprocess(
    idOrNaN,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : MESSAGES.invalidId(label)) })
      .int()
      .min(1),
  );
}

/** The id of a record the payload may name; none is null. */
export function optionalId(label: string) {
  return z.preprocess(
    (value) => idOrNaN(value) ?? null,
    z
      .number({ error: () => MESSAGES.invalidId(label) })
      .int()
      .min(1)
      .nullable(),
  );
}

/** A field a form may leave out: '', null and undefined are none (undefined); anything else as it was sent. */
const given = (value: unknown) => (value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? undefined : value);

/**
 * One coordinate of an image's focal point: a whole percent from FOCUS_MIN to FOCUS_MAX (a number,
 * or its text from a multipart form). Left out, `fallback` (a create's default), or undefined (an
 * update keeps what the image has).
 */
export function focusPercent(label: string, fallback?: number) {
  const message = MESSAGES.focusOutOfRange(label);
  const percent = z
    .number({ error: () => message })
    .int(message)
    .min(FOCUS_MIN, message)
    .max(FOCUS_MAX, message)
    .describe(`Focal point, whole percent ${FOCUS_MIN}–${FOCUS_MAX} from the ${label.endsWith('X') ? 'left' : 'top'}`);
  // zod runs no preprocess for a key an optional schema lacks: with a fallback it is required (and filled in).
  return z.preprocess(
    (value) => {
      const sent = given(value);
      if (sent === undefined) return fallback;
      const text = asText(sent)?.trim();
      return text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    },
    fallback === undefined ? percent.optional() : percent,
  );
}

/** How the image fills a fixed-aspect frame: 'cover' (crop to fill) or 'contain' (whole picture). Left out: `fallback`. */
export function imageFit(fallback?: (typeof IMAGE_FITS)[number]) {
  const fit = z.enum(IMAGE_FITS, { error: () => MESSAGES.fitInvalid });
  return z.preprocess(
    (value) => {
      const sent = given(value);
      return sent === undefined ? fallback : (asText(sent)?.trim() ?? sent);
    },
    fallback === undefined ? fit.optional() : fit,
  );
}

/**
 * Whether the record shows on the public site (issue 21): true or false, or their text from a
 * multipart form. Left out, `fallback` (a create's: published), or undefined (an update keeps it).
 */
export function publishedFlag(fallback?: boolean) {
  const flag = z.boolean({ error: () => MESSAGES.publishedInvalid }).describe('false: a draft, hidden from the public site');
  return z.preprocess(
    (value) => {
      const sent = given(value);
      if (sent === undefined) return fallback;
      if (typeof sent === 'boolean') return sent;
      const text = asText(sent)?.trim().toLowerCase();
      return text === 'true' ? true : text === 'false' ? false : sent;
    },
    fallback === undefined ? flag.optional() : flag,
  );
}

/**
 * A yes/no flag (issue 24: an attribute's filterable, on_card): true or false, or their text from a
 * multipart form. Left out, `fallback` (a create's), or undefined (an update keeps it).
 */
export function booleanFlag(message: string, fallback?: boolean) {
  const flag = z.boolean({ error: () => message });
  return z.preprocess(
    (value) => {
      const sent = given(value);
      if (sent === undefined) return fallback;
      const text = typeof sent === 'string' ? sent.trim().toLowerCase() : sent;
      return text === 'true' ? true : text === 'false' ? false : text;
    },
    fallback === undefined ? flag.optional() : flag,
  );
}

/** An attribute's type (issue 24): one of ATTRIBUTE_TYPES. */
export const attributeType = z.preprocess(
  (value) => asText(given(value))?.trim(),
  z.enum(ATTRIBUTE_TYPES, { error: (issue) => (issue.input === undefined ? MESSAGES.attributeTypeRequired : MESSAGES.attributeTypeInvalid) }),
);

/** An attribute's unit (issue 24): one of ATTRIBUTE_UNITS, or none (null). */
export const attributeUnit = z.preprocess(blankIsNone, z.enum(ATTRIBUTE_UNITS, { error: () => MESSAGES.attributeUnitInvalid }).nullable());

/**
 * A list attribute's options (issue 24): texts, trimmed, in the staff's order; JSON text from a
 * multipart form; none is []. Whether the type takes them is the attribute's payload's rule.
 */
export const attributeOptions = z.preprocess(
  (value) => {
    const sent = given(value);
    if (sent === undefined) return [];
    if (typeof sent !== 'string') return sent;
    try {
      return JSON.parse(sent) as unknown;
    } catch {
      return sent;
    }
  },
  z
    .array(
      z.preprocess(
        (option) => (typeof option === 'string' ? option.trim() : option),
        plainText('Option').min(1, MESSAGES.attributeOptionsInvalid).max(ATTRIBUTE_TEXT_MAX, MESSAGES.attributeOptionsInvalid),
      ),
      {
        error: () => MESSAGES.attributeOptionsInvalid,
      },
    )
    .max(ATTRIBUTE_OPTIONS_MAX, MESSAGES.attributeOptionsInvalid)
    .refine((options) => new Set(options.map((option) => option.toLowerCase())).size === options.length, MESSAGES.attributeOptionsDuplicate),
);

/** A file part the payload must carry (the adapter passes the accepted upload, or nothing). */
export function requiredFile(message: string) {
  return z
    .unknown()
    .refine((file) => file != null, { message })
    .meta({ type: 'string', format: 'binary' });
}

/** Any value that is not an object reads as an empty payload: every required field then says so. */
export function payload<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), z.object(shape));
}
