// app.inquiries: the inquiries' store, the per-address allowance of the public create (counted in
// the login throttle's store) and, with SMTP_URL, the mail to sales (src/inquiries/inquiryMailer.ts),
// addressed from the site settings.
import fp from 'fastify-plugin';
import { readSiteSettings } from '@mfe/catalogue-core';
import type { AppOptions } from '../appOptions';
import { AddressLimit } from '../lib/addressLimit';
import { InquiryMailer } from '../inquiries/inquiryMailer';
import { SqlInquiryStore } from '../inquiries/sqlInquiryStore';

export interface Inquiries {
  store: SqlInquiryStore;
  /** Accepted inquiries per client address per window. */
  limit: AddressLimit;
  /** null without SMTP_URL: inquiries are stored with email_status 'off'. */
  mailer: InquiryMailer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    inquiries: Inquiries;
  }
}

export const DEFAULT_INQUIRY_LIMIT = { max: 5, windowMs: 60 * 60_000 };

export default fp<Pick<AppOptions, 'inquiryLimit' | 'inquiryMail'>>(
  async (app, opts) => {
    const store = new SqlInquiryStore(app.db.db);
    const limit = new AddressLimit(app.loginThrottle.store, 'inquiry:', { ...DEFAULT_INQUIRY_LIMIT, ...opts.inquiryLimit });
    const mail = opts.inquiryMail;
    const mailer = mail?.smtpUrl
      ? new InquiryMailer(store, { ...mail, smtpUrl: mail.smtpUrl }, app.log.child({ part: 'inquiry-mail' }), () => readSiteSettings(app.ctx.store))
      : null;
    app.decorate('inquiries', { store, limit, mailer });
    app.addHook('onClose', async () => {
      await mailer?.settled();
      mailer?.close();
    });
  },
  { name: 'inquiries', dependencies: ['database', 'login-throttle', 'context'] },
);
