// The core's StaffMail with SMTP_URL set (issue 23): set-password links sent with nodemailer, as
// the inquiries' mail to sales is (../inquiries/inquiryMailer.ts). A failed send is logged and
// answered false (the admin then hands the link over itself); it never throws.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { PasswordLinkMail, StaffMail } from '@mfe/catalogue-core';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import { mailFailureReason } from '../inquiries/salesMail';
import { passwordLinkMessage } from './passwordLinkMail';

export interface StaffMailOptions {
  smtpUrl: string;
  /** SITE_ORIGIN: where the e-mailed links point (the admin's origin). */
  siteOrigin: string;
  /** MAIL_FROM: the sender instead of '<company name> website <no-reply@…>'. */
  mailFrom?: string;
  /** SMTP connection, greeting and socket timeouts (default 15 s). */
  timeoutMs?: number;
}

export class StaffMailer implements StaffMail {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(
    private readonly opts: StaffMailOptions,
    private readonly log: FastifyBaseLogger,
    /** The site settings as they are now (the company's name signs the mail). */
    private readonly siteSettings: () => Promise<SiteSettings>,
  ) {
    const timeout = opts.timeoutMs ?? 15_000;
    this.transport = createTransport({ url: opts.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  }

  async sendLink(mail: PasswordLinkMail): Promise<boolean> {
    try {
      await this.transport.sendMail(passwordLinkMessage(mail, await this.siteSettings(), this.opts));
      return true;
    } catch (err) {
      this.log.warn({ kind: mail.kind, reason: mailFailureReason(err, this.opts.smtpUrl) }, 'set-password e-mail failed');
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}
