// The spec's plain rules that forms check before they send, as the schemas do (./schemas/requests.ts):
// zod-free, so a browser bundle reads them without the schemas.

/** The simple {email} shape of spec §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 255;
