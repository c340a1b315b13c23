import { useEffect } from 'react';
import { baseApi, memberRefreshed, useAppDispatch, type ApiEnvelope, type SignedInMember } from '@mfe/shared-ui';

// GET /api/me (issue 23): the session's member as the account is now. The login stored the role,
// but an administrator may have changed it (or the name) since, and a session stored before roles
// has none: the admin asks once each time it opens, and the drawer and the route guard follow.
const signedInMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signedInMember: build.query<SignedInMember, void>({
      // Silent: a failure keeps what the login stored (a 401 still expires the session, as every call's).
      query: () => ({ url: '/api/me', silent: true }),
      transformResponse: (envelope: ApiEnvelope<SignedInMember>) => envelope.data,
    }),
  }),
});

/** Refreshes the session's name, e-mail and role from GET /api/me when the admin layout opens. */
export function useSignedInMember() {
  const dispatch = useAppDispatch();
  const { data } = signedInMemberApi.useSignedInMemberQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (data) dispatch(memberRefreshed(data));
  }, [data, dispatch]);
}
