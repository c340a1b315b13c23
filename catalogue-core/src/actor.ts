import type { StaffRole } from './staffRoles';

// Who makes a request (issue 23): the member of staff its token belongs to (null for the public)
// and the address it came from (null where there is none: the demo in a browser). The history
// records it with every write; the role checks read the member.
export interface Actor {
  /** The signed-in member of staff, or null for the public. */
  member: { id: number; email: string; name: string; role: StaffRole } | null;
  /** The client's address as the adapter sees it, or null. */
  address: string | null;
  /** The session (bearer token) the request came with, where there is one: GET /api/me/sessions marks it current. */
  sessionId?: number | null;
}
