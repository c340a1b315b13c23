// The spec's plain rules that forms check before they send, as the schemas do (./schemas/requests.ts):
// zod-free, so a browser bundle reads them without the schemas.

/** The simple {email} shape of spec §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 255;

/** An inquiry's phone: digits, spaces, +, -, dots and brackets, 6 to 30 of them. */
export const PHONE_PATTERN = /^[+()\d\s.-]{6,30}$/;

/** A name as the names rule compares it: trimmed, in any case (unique within its parent; a type found by it). */
export const nameKey = (name: string) => name.trim().toLowerCase();
