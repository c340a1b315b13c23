// The e-mail of a set-password link (issue 23): an invite to a new account, or a reset asked for
// at the login screen. Plain text; the recipient's name and the subject on one line each, the
// addresses as objects (nodemailer encodes their names). PURE.
import type { PasswordLinkMail } from '@mfe/catalogue-core';
import { withoutControlCharacters } from '@mfe/catalogue-core/rules';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import { DEFAULT_MAIL_FROM_ADDRESS } from '../inquiries/salesMail';

/** Where the link opens: the admin's set-password page (the admin builds the same from its own origin). */
export const setPasswordUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin.replace(/\/+$/, '')}/admin/set-password?token=${encodeURIComponent(token)}`;

export interface PasswordLinkMessage {
  from: string | { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  text: string;
}

export function passwordLinkMessage(
  mail: PasswordLinkMail,
  settings: Pick<SiteSettings, 'company_name'>,
  configured: { siteOrigin: string; mailFrom?: string },
): PasswordLinkMessage {
  const company = withoutControlCharacters(settings.company_name);
  const url = setPasswordUrl(configured.siteOrigin, mail.token);
  const until = new Date(mail.expires_at).toUTCString();
  const lines =
    mail.kind === 'invite'
      ? [
          `Hello ${mail.to.name},`,
          '',
          `An account was made for you in the ${company} website's admin (${mail.to.email}).`,
          'Choose your password here:',
          url,
          '',
          `The link works once, until ${until}.`,
        ]
      : [
          `Hello ${mail.to.name},`,
          '',
          `Someone asked to set a new password for your account in the ${company} website's admin.`,
          'Choose it here:',
          url,
          '',
          `The link works once, until ${until}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        ];
  return {
    from: configured.mailFrom ?? { name: withoutControlCharacters(`${settings.company_name} website`), address: DEFAULT_MAIL_FROM_ADDRESS },
    to: { name: withoutControlCharacters(mail.to.name), address: mail.to.email },
    subject: withoutControlCharacters(mail.kind === 'invite' ? `Your account at ${company}: set your password` : `Set a new password (${company})`),
    text: lines.join('\n'),
  };
}
