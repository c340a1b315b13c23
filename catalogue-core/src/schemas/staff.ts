// Staff accounts (issue 23): the payloads of the admin's user calls, of one's own password and of
// the set-password links, and the answers they make (GET /api/user, /api/me, /api/me/sessions…).
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../messages';
import { EMAIL_MAX, EMAIL_PATTERN } from '../rules';
import { STAFF_ROLES } from '../staffRoles';
import { asText, name, payload } from './fields';

/** A field an update may leave out: absent (or null) is undefined, and the account keeps its value. */
const given = (value: unknown) => (value === null ? undefined : value);

const email = z.preprocess(
  (value) => (asText(value) ?? '').trim(),
  z
    .string()
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .refine((text) => text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text), MESSAGES.emailInvalid),
);

const role = z.preprocess((value) => asText(value)?.trim() || undefined, z.enum(STAFF_ROLES, { error: MESSAGES.roleInvalid }));

/** true or false, or their text from a form; anything else `message`. */
const flag = (message: string) =>
  z.preprocess(
    (value) => {
      const text = typeof value === 'boolean' ? value : asText(value)?.trim().toLowerCase();
      return text === 'true' ? true : text === 'false' ? false : text;
    },
    z.boolean({ error: () => message }),
  );

const active = flag(MESSAGES.activeInvalid);

/** The password rule: PASSWORD_MIN to PASSWORD_MAX characters, as typed (spaces count: a passphrase may have them). */
export const password = z.preprocess(
  (value) => asText(value) ?? '',
  z
    .string()
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong),
);

/** POST /api/user/create: a new account is active and has no password until its invite link is used. */
export const userCreateInput = payload({ email, name, role });

/** POST /api/user/update/{id}: the fields given change, the others stay. */
export const userUpdateInput = payload({
  email: z.preprocess(given, email.optional()),
  name: z.preprocess(given, name.optional()),
  role: z.preprocess(given, role.optional()),
  active: z.preprocess(given, active.optional()),
  /** false turns the account's two-factor login off (a lost authenticator); only the account turns it on. */
  totp_enabled: z.preprocess(
    given,
    flag(MESSAGES.twoFactorOffOnly)
      .refine((on) => !on, MESSAGES.twoFactorOffOnly)
      .optional(),
  ),
});

const currentPassword = z.preprocess((value) => asText(value) ?? '', z.string().min(1, MESSAGES.currentPasswordRequired));

/** POST /api/me/password. */
export const ownPasswordInput = payload({ current_password: currentPassword, new_password: password });

/** POST /api/password/set: the link's token and the new password. */
export const passwordSetInput = payload({
  token: z.preprocess((value) => (asText(value) ?? '').trim(), z.string().min(1, MESSAGES.passwordLinkInvalid)),
  password,
});

/** POST /api/password/forgot. */
export const passwordForgotInput = payload({ email });

export type UserCreateInput = z.output<typeof userCreateInput>;
export type UserUpdateInput = z.output<typeof userUpdateInput>;

const id = z.number().int();
const time = z.string().describe('ISO 8601 time');

export const user = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** false until the account's first set-password link is used. */
  has_password: z.boolean(),
  /** Whether its login asks for an authenticator's code too (optional, set by the account itself). */
  totp_enabled: z.boolean(),
  last_login_at: time.nullable(),
  created_at: time,
  updated_at: time,
});

/** A one-time set-password link's token (shown once; the store keeps its hash) and its end. */
export const passwordLink = z.object({
  token: z.string(),
  expires_at: time,
  /** Whether it was e-mailed to the account (SMTP_URL set and the send succeeded). */
  emailed: z.boolean(),
});

export const userCreated = z.object({ user, invite: passwordLink });

/** Who is signed in (GET /api/me). */
export const me = user.pick({ id: true, email: true, name: true, role: true, totp_enabled: true });

/** POST /api/me/two-factor/setup and /disable: the current password. */
export const currentPasswordInput = payload({ current_password: currentPassword });

/** POST /api/me/two-factor/enable: a code of the authenticator the secret was given to. */
export const twoFactorCodeInput = payload({
  code: z.preprocess((value) => (asText(value) ?? '').trim(), z.string().min(1, MESSAGES.totpRequired).max(40, MESSAGES.totpWrong)),
});

/** The secret to give an authenticator app: as text, and as the URL a QR code carries. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauth_url: z.string() });

/** Shown once when two-factor login is turned on: each logs in once instead of a code. */
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/** One of one's own sessions (a bearer token), GET /api/me/sessions. */
export const session = z.object({
  id,
  created_at: time,
  last_used_at: time.nullable(),
  expires_at: time,
  address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session of the token that asks. */
  current: z.boolean(),
});

export type User = z.infer<typeof user>;
export type Me = z.infer<typeof me>;
export type Session = z.infer<typeof session>;

/** The staff's security settings (GET /api/security, admin): whether every admin account must have two-factor login. */
export const securitySettings = z.object({ admin_two_factor_required: z.boolean() });

/** POST /api/security/update (admin). */
export const securitySettingsInput = payload({ admin_two_factor_required: flag(MESSAGES.twoFactorRequirementInvalid) });
