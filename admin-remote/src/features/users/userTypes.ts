import type { StaffRole } from '@mfe/catalogue-core';

// The staff accounts as the API answers them (issue 23's agreed contract: GET /api/user, …).

/** A user row. */
export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  /** False until the set-password link is used. */
  has_password: boolean;
  /** Two-factor login is on (the account turns it on; an admin may only turn it off). */
  totp_enabled: boolean;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A one-time set-password link's token, when it expires, and whether the API e-mailed it. */
export interface UserInvite {
  token: string;
  expires_at: string;
  emailed: boolean;
}

/** data of POST /api/user/create. */
export interface CreatedUser {
  user: StaffUser;
  invite: UserInvite;
}

/** What the create form sends; the update sends any of these and `active`. */
export interface UserFields {
  name: string;
  email: string;
  role: StaffRole;
}

/** The roles, in the order the forms offer them (the core's STAFF_ROLES; its main entry is not the admin's to bundle). */
export const ROLES: readonly StaffRole[] = ['editor', 'admin'];
