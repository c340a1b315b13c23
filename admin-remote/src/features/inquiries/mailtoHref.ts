/**
 * A mailto: link to a visitor. The address and the subject are each percent-encoded whole: an
 * address stored before the core held e-mails to a plain shape (`a@b.c?cc=boss%40evil.example`)
 * stays one recipient and adds no cc, bcc or body. Mail clients decode the address (RFC 6068).
 */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${encodeURIComponent(address)}?subject=${encodeURIComponent(subject)}`;
}
