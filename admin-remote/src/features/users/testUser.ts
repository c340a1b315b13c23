import type { StaffUser } from './userTypes';

/** A user row as the API sends it; tests change what they are about. */
export function userRow(id: number, changes: Partial<StaffUser> = {}): StaffUser {
  return {
    id,
    email: `staff${id}@example.com`,
    name: `Staff ${id}`,
    role: 'editor',
    active: true,
    has_password: true,
    totp_enabled: false,
    last_login_at: '2026-11-20T03:15:00.000Z',
    created_at: '2026-11-01T02:00:00.000Z',
    updated_at: '2026-11-01T02:00:00.000Z',
    ...changes,
  };
}
