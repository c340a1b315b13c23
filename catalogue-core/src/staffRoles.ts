// The roles of staff (issue 23): an admin does everything; an editor keeps the catalogue, its
// assets and the inquiries, and neither the accounts nor the site settings.
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
