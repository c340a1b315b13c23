// The spec's plain rules that forms check before they send, as the schemas do (./schemas/requests.ts):
// zod-free, so a browser bundle reads them without the schemas.

/** The simple {email} shape of spec §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 255;

/**
 * An address the site writes into mail (an inquiry's Reply-To) and into mailto: links, kept
 * conservative so that it can add no header, recipient or mailto: parameter: local@domain, the
 * local part letters, digits and . _ + - (no leading, trailing or double dot), the domain two or
 * more dot-separated labels of letters, digits and hyphens. So no spaces, quotes, commas, <>, ?, &,
 * %, = or control characters (`a@b.c?cc=x%40evil.example` is refused). Quoted local parts and
 * non-ASCII addresses are refused too; an international domain passes in its xn-- form.
 * Linear to match (every repetition ends at a dot or the @).
 */
export const MAIL_ADDRESS_PATTERN = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+$/;

/** An inquiry's e-mail: at most EMAIL_MAX characters, of MAIL_ADDRESS_PATTERN's shape. */
export const isMailAddress = (email: string): boolean => email.length <= EMAIL_MAX && MAIL_ADDRESS_PATTERN.test(email);

/* eslint-disable no-control-regex -- these patterns are about control characters */
/** Control characters (C0 with NUL, DEL, C1): no one-line field holds one. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return, which a multi-line text (a message) keeps. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;
/* eslint-enable no-control-regex */

/** Whether text holds a control character (NUL included) it may not: the database refuses NUL, mail and logs the rest. */
export const hasControlCharacters = (text: string, multiLine = false): boolean => (multiLine ? CONTROL_BUT_LINES : CONTROL).test(text);

/** The text on one line: each run of control characters (line breaks included) a space, trimmed. */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_RUNS, ' ').trim();

/** An inquiry's phone: digits, spaces (no tabs or line breaks), +, -, dots and brackets, 6 to 30 of them. */
export const PHONE_PATTERN = /^[+()\d .-]{6,30}$/;

/**
 * A number of the site settings (issue 23: phone, WhatsApp) in +62 form: '+62', then 7 to 13
 * digits, any of them after one space or hyphen ('+62 21 8990 4512', '+62 812-8990-4512').
 */
export const PLUS62_PHONE_PATTERN = /^\+62(?:[ -]?\d){7,13}$/;

/**
 * Where the contact card's map may come from (issue 23): an https embed page of one of these hosts
 * (the page is framed on the site, so the shell's frame-src must allow the same hosts).
 */
export const MAP_EMBEDS = [
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
  { host: 'www.google.com', path: '/maps/embed' },
] as const;

/** Whether a map URL is an embed page of MAP_EMBEDS: https, that host (no user, no port), that path or one under it. */
export function isMapEmbedUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return MAP_EMBEDS.some(({ host, path }) => url.hostname === host && (url.pathname === path || url.pathname.startsWith(`${path}/`)));
}

/** A name as the names rule compares it: trimmed, in any case (unique within its parent; a type found by it). */
export const nameKey = (name: string) => name.trim().toLowerCase();
