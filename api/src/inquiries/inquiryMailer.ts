// The sales mail (SMTP_URL set): each stored inquiry e-mailed to sales (the site settings' sales
// e-mail, or SALES_EMAIL) with nodemailer.
// The inquiry is stored first (email_status 'pending'); the send runs after the visitor's answer,
// then marks it 'sent', or 'failed' with a short reason. One process at a time sends an inquiry
// (it claims it in the database), and pending ones a crash or restart left behind are retried by
// the housekeeping a bounded number of times.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import type { SqlInquiryStore } from './sqlInquiryStore';
import { mailFailureReason, salesMailAddresses, salesMailOf } from './salesMail';

export interface InquiryMailOptions {
  smtpUrl: string;
  /** SALES_EMAIL: where the mail goes instead of the site settings' sales e-mail. */
  salesEmail?: string;
  /** MAIL_FROM: the sender instead of '<company name> website <no-reply@mitrapresisi.example>'. */
  mailFrom?: string;
  /** Sends tried per inquiry before it is given up as failed (default 3). */
  maxAttempts?: number;
  /** A claimed send older than this is taken to have died with its process (default 2 min). */
  staleMs?: number;
  /** SMTP connection, greeting and socket timeouts (default 15 s): a hanging server fails the send. */
  timeoutMs?: number;
}

type Transport = ReturnType<typeof createTransport>;

export class InquiryMailer {
  private readonly transport: Transport;
  private readonly sending = new Set<Promise<void>>();
  readonly maxAttempts: number;
  readonly staleMs: number;

  constructor(
    private readonly store: SqlInquiryStore,
    private readonly opts: InquiryMailOptions,
    private readonly log: FastifyBaseLogger,
    /** The site settings as they are now (each send reads them: an admin's change applies to the next mail). */
    private readonly siteSettings: () => Promise<SiteSettings>,
  ) {
    const timeout = opts.timeoutMs ?? 15_000;
    this.transport = createTransport({ url: opts.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.staleMs = opts.staleMs ?? 2 * 60_000;
  }

  /** Send the stored inquiry in the background (the visitor's answer does not wait for SMTP). */
  send(id: number): void {
    const sending: Promise<void> = this.deliver(id).finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** Send it now if it is still pending and no one else is sending it; never throws. */
  async deliver(id: number): Promise<void> {
    try {
      const inquiry = await this.store.claimMail(id, this.staleMs, this.maxAttempts);
      if (!inquiry) return;
      const addresses = salesMailAddresses(await this.siteSettings(), this.opts);
      try {
        await this.transport.sendMail(salesMailOf(inquiry, addresses));
      } catch (err) {
        const reason = mailFailureReason(err, this.opts.smtpUrl);
        this.log.warn({ inquiry: id, reason }, 'inquiry e-mail to sales failed');
        await this.store.mailFailed(id, reason);
        return;
      }
      await this.store.mailSent(id);
    } catch (err) {
      // The database failed: the inquiry stays pending and the housekeeping tries again.
      this.log.warn({ err, inquiry: id }, 'inquiry e-mail bookkeeping failed');
    }
  }

  /** The housekeeping's pass: pending inquiries nobody is sending are sent, or given up after maxAttempts. */
  async retryPending(): Promise<void> {
    for (const row of await this.store.stalePendingMail(this.staleMs, 50)) {
      if (row.email_attempts >= this.maxAttempts) await this.store.mailFailed(row.id, `Not sent: gave up after ${row.email_attempts} attempts`);
      else await this.deliver(row.id);
    }
  }

  /** Wait for the sends under way (at close, and in tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  close(): void {
    this.transport.close();
  }
}
