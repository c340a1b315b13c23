/**
 * A mailto: link to a visitor. The address and the subject are each percent-encoded whole: an
 * address stored before the core held e-mails to a plain shape (`a@b.c?cc=boss%40evil.example`)
 * stays one recipient and adds no cc, bcc or body. The address's one `@` stays as it is (RFC 6068
 * allows it unencoded), so the link reads as the address it is.
 */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
