// The form's interactive part, loaded on first focus or submit (not with the page): the checks with
// the core's messages, and the RTK Query mutation.
import type { AppDispatch, RequestError } from '@mfe/shared-ui';
import { inquiryApi } from '../api/inquiryApi';
import { INQUIRY_FIELDS, type InquiryCreateBody, type InquiryErrors, type SubmitOutcome } from '../types/inquiry';
import { checkInquiry } from './checkInquiry';

/** Checks the inquiry, then sends it; never throws. */
export async function submitInquiry(dispatch: AppDispatch, body: InquiryCreateBody): Promise<SubmitOutcome> {
  const errors = checkInquiry(body);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const result = await dispatch(inquiryApi.endpoints.sendInquiry.initiate(body));
  if ('data' in result && result.data) return { kind: 'sent', message: result.data.message };
  return outcomeOfFailure(result.error as RequestError | undefined);
}

/** A refused or failed send, in the visitor's words. */
export function outcomeOfFailure(error: RequestError | undefined): SubmitOutcome {
  const status = error?.status ?? 0;
  const reason = error?.data?.message;
  if (status === 422) return { kind: 'invalid', ...fieldErrors(error?.data?.errors) };
  // 429's message says how long to wait ('try again in 10 minutes').
  if (status === 429 && reason) return { kind: 'failed', message: reason };
  if (status === 0)
    return { kind: 'failed', message: 'Your request could not be sent: the server cannot be reached. Check your connection and try again.' };
  return { kind: 'failed', message: `Your request could not be sent${reason ? `: ${reason}` : ''}. Please try again in a moment.` };
}

/** A 422's messages: the first under each field of the form, the others (e.g. the series) above the button. */
function fieldErrors(errors: Record<string, string[]> | undefined): { errors: InquiryErrors; message?: string } {
  const byField: InquiryErrors = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if ((INQUIRY_FIELDS as readonly string[]).includes(field)) byField[field as keyof InquiryErrors] = messages[0];
    else others.push(...messages);
  }
  const nothingShown = Object.keys(byField).length === 0 && others.length === 0;
  return { errors: byField, message: nothingShown ? 'Your request was not accepted. Please check it and try again.' : others.join(' ') || undefined };
}
