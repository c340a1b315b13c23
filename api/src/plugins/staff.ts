// app.staff: what the core's staff use cases run on (issue 23): the accounts' SQL store (each of its
// writes makes the token check forget what it remembered), argon2id, and with SMTP_URL the e-mail
// of set-password links (src/staff/staffMailer.ts), pointing at SITE_ORIGIN. And app.passwordResetLimit,
// the allowance of the public POST /api/password/forgot (src/lib/passwordResetLimit.ts).
import fp from 'fastify-plugin';
import { readSiteSettings, type StaffServices } from '@mfe/catalogue-core';
import type { AppOptions } from '../appOptions';
import { argon2Passwords } from '../lib/auth';
import { DEFAULT_PASSWORD_RESET_LIMIT, PasswordResetLimit } from '../lib/passwordResetLimit';
import { SqlStaffStore } from '../staff/sqlStaffStore';
import { StaffMailer } from '../staff/staffMailer';

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffServices;
    passwordResetLimit: PasswordResetLimit;
  }
}

/** Where e-mailed links point when SITE_ORIGIN is not set: the shell's development server. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

export default fp<Pick<AppOptions, 'tokenTtlHours' | 'inquiryMail' | 'siteOrigin' | 'passwordResetLimit'>>(
  async (app, opts) => {
    const { tokens } = app.ctx;
    const store = new SqlStaffStore(app.db.db, () => tokens.forget());
    const smtpUrl = opts.inquiryMail?.smtpUrl;
    const mailer = smtpUrl
      ? new StaffMailer(
          {
            smtpUrl,
            mailFrom: opts.inquiryMail?.mailFrom,
            timeoutMs: opts.inquiryMail?.timeoutMs,
            siteOrigin: opts.siteOrigin ?? DEFAULT_SITE_ORIGIN,
          },
          app.log.child({ part: 'staff-mail' }),
          () => readSiteSettings(app.ctx.store),
        )
      : null;
    app.decorate('staff', { store, passwords: argon2Passwords, mail: mailer, sessionHours: opts.tokenTtlHours ?? 24 * 7 });
    app.decorate(
      'passwordResetLimit',
      new PasswordResetLimit(app.loginThrottle.store, { ...DEFAULT_PASSWORD_RESET_LIMIT, ...opts.passwordResetLimit }),
    );
    app.addHook('onClose', async () => mailer?.close());
  },
  { name: 'staff', dependencies: ['database', 'login-throttle', 'context'] },
);
