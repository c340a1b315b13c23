import { baseApi } from '@mfe/shared-ui';
import type { InquiryCreateBody } from '../types/inquiry';

export const inquiryApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /** Issue 14: a visitor's request for a quote; public, so no token. 201 {message}. */
    sendInquiry: build.mutation<{ message: string }, InquiryCreateBody>({
      query: (body) => ({
        url: '/api/inquiry/create',
        method: 'POST',
        data: body,
        useAuth: false,
        // The form says what went wrong beside its fields and button; a snackbar would say it twice.
        silent: true,
      }),
    }),
  }),
});
