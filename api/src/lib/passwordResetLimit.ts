// The limit of POST /api/password/forgot (issue 23): reset requests per client address and per
// e-mail address in a fixed window, so that nobody floods a known address with reset e-mails
// (nor the SMTP server with requests for made-up ones). Counted in the login throttle's store, as
// the inquiries' allowance (./addressLimit.ts), whether or not an account uses the e-mail address.
import type { Allowance } from './addressLimit';
import { AddressLimit } from './addressLimit';
import type { ThrottleStore } from './throttle';

export interface PasswordResetLimitOptions {
  /** Requests per client address per window (an office behind one address: several people). */
  perAddress: number;
  /** Requests per e-mail address per window (a person asks again when a mail is slow). */
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_PASSWORD_RESET_LIMIT: PasswordResetLimitOptions = { perAddress: 10, perEmail: 3, windowMs: 60 * 60_000 };

/** One counter per e-mail address, whatever its case (the accounts' e-mail is matched in any case). */
const emailKey = (email: string) => email.trim().toLowerCase();

export class PasswordResetLimit {
  private readonly byAddress: AddressLimit;
  private readonly byEmail: AddressLimit;

  constructor(
    store: ThrottleStore,
    readonly opts: PasswordResetLimitOptions,
  ) {
    this.byAddress = new AddressLimit(store, 'reset-ip:', { max: opts.perAddress, windowMs: opts.windowMs });
    this.byEmail = new AddressLimit(store, 'reset-email:', { max: opts.perEmail, windowMs: opts.windowMs }, emailKey);
  }

  /**
   * Count one request of this client for this e-mail address (null: the request names none, it is
   * refused as it is), or refuse it once either allowance is used up. A client over its own
   * allowance is not counted against the e-mail address.
   */
  async take(ip: string, email: string | null): Promise<Allowance> {
    const byAddress = await this.byAddress.take(ip);
    if (!byAddress.ok || email === null) return byAddress;
    return this.byEmail.take(email);
  }
}
