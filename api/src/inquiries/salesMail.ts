// The e-mail an inquiry becomes for sales (plain text, Reply-To the visitor), and the short reason
// a failed send is recorded with. PURE.
import type { inquiries } from '@mfe/catalogue-core';
import { isLocale, LOCALE_NAMES } from '@mfe/catalogue-core/locales';
import { isMailAddress, withoutControlCharacters } from '@mfe/catalogue-core/rules';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';

type Inquiry = inquiries.Inquiry;

/** A mailbox as nodemailer takes it: text ('Name <a@b.c>') or an address object (it encodes the name). */
type Mailbox = string | { name: string; address: string };

export interface SalesMailAddresses {
  to: string;
  from: Mailbox;
}

/** The sender's address when MAIL_FROM is not set (its name is the company's). */
export const DEFAULT_MAIL_FROM_ADDRESS = 'no-reply@mitrapresisi.example';

/**
 * Where the mail goes and whom it is from: the site settings' sales e-mail (issue 23: the admin
 * changes it at /admin/settings), from '<company name> website <no-reply@…>'; SALES_EMAIL and
 * MAIL_FROM, when set, stand in for them (a staging server's test inbox).
 */
export function salesMailAddresses(
  settings: Pick<SiteSettings, 'sales_email' | 'company_name'>,
  configured: { salesEmail?: string; mailFrom?: string },
): SalesMailAddresses {
  return {
    to: configured.salesEmail ?? settings.sales_email,
    from: configured.mailFrom ?? { name: headerText(`${settings.company_name} website`), address: DEFAULT_MAIL_FROM_ADDRESS },
  };
}

export interface SalesMail {
  from: Mailbox;
  to: string;
  /** An address object (nodemailer encodes the name); absent when the stored e-mail is no plain address. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

/** Where staff open the inquiry in the admin (a path: the site's address is wherever the admin is served). */
export const inquiryAdminPath = (id: number) => `/admin/inquiry/detail/${id}`;

/**
 * Text for a header (the Reply-To's name, the subject) on one line, so that a stored value can
 * start no header of its own: the core refuses control characters in new inquiries, this also
 * covers rows stored before that rule.
 */
const headerText = withoutControlCharacters;

export function salesMailOf(inquiry: Inquiry, addresses: SalesMailAddresses): SalesMail {
  const series = inquiry.series_name;
  // The models a quote from the compare view names (issue 24), as they were named when it was sent.
  const models = inquiry.mt_products.map((product) => product.name).join(', ');
  const lines = [
    `A new inquiry came in through the website (#${inquiry.id}).`,
    '',
    `Name:    ${inquiry.name}`,
    `Company: ${inquiry.company ?? '-'}`,
    `E-mail:  ${inquiry.email}`,
    `Phone:   ${inquiry.phone ?? '-'}`,
    `Series:  ${series ?? '-'}`,
    `Models:  ${models || '-'}`,
    `Language: ${isLocale(inquiry.locale) ? LOCALE_NAMES[inquiry.locale] : '-'}`,
    `Sent:    ${inquiry.created_at}`,
    '',
    'Message:',
    inquiry.message,
    '',
    `Open it in the admin: ${inquiryAdminPath(inquiry.id)}`,
    'Reply to this e-mail to answer the visitor.',
  ];
  return {
    from: addresses.from,
    to: addresses.to,
    // The core's inquiry rules hold new e-mails to isMailAddress; an older row that is not one gets no Reply-To.
    ...(isMailAddress(inquiry.email) ? { replyTo: { name: headerText(inquiry.name), address: inquiry.email } } : {}),
    subject: headerText(series || models ? `Quote request: ${series ?? models} (${inquiry.name})` : `Inquiry from ${inquiry.name}`),
    text: lines.join('\n'),
  };
}

/**
 * Why a send failed, short and without secrets: the error's code and the first line of its
 * message, with the SMTP URL's user and password blanked out.
 */
export function mailFailureReason(error: unknown, smtpUrl: string): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = String(e?.message ?? error).split('\n')[0] ?? '';
  let reason = [typeof e?.code === 'string' ? e.code : '', message].filter(Boolean).join(': ');
  for (const secret of urlSecrets(smtpUrl)) reason = reason.split(secret).join('***');
  return reason.slice(0, 200) || 'Unknown error';
}

function urlSecrets(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    return [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)].filter((s) => s.length >= 3);
  } catch {
    return [];
  }
}
