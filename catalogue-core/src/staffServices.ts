// What the staff use cases run on (issue 23), passed in by each adapter: its store of accounts,
// its password hashing and its e-mail of set-password links. The core imports neither: the API
// hashes with argon2id and mails with nodemailer, the demo hashes with WebCrypto and mails nothing.
import type { PasswordLinkKind, StaffStore } from './store';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  /**
   * Whether the password is the one of that hash. With null (no account, or one without a
   * password) it answers false after as long as a real check takes: a login tells nothing by its time.
   */
  verify(hash: string | null, password: string): Promise<boolean>;
}

/** A set-password link to e-mail: to whom, which kind, its token and its end. */
export interface PasswordLinkMail {
  to: { email: string; name: string };
  kind: PasswordLinkKind;
  token: string;
  expires_at: string;
}

export interface StaffMail {
  /** Send it; true once sent, false when the send failed (it never throws). */
  sendLink(mail: PasswordLinkMail): Promise<boolean>;
}

export interface StaffServices {
  store: StaffStore;
  passwords: PasswordHashing;
  /** null where links are not e-mailed (no SMTP_URL; the demo): the admin hands them over. */
  mail: StaffMail | null;
  /** How long a login's session lasts. */
  sessionHours: number;
}
