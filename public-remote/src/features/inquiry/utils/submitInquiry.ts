// The form's interactive part, loaded on first focus or submit (not with the page): the checks,
// and the RTK Query mutation. The API speaks English; its messages are shown through the core's
// translatePublicMessage in the page's language (issue 22).
import type { AppDispatch, Locale, RequestError } from '@mfe/shared-ui';
import { translatePublicMessage } from '@mfe/catalogue-core/public-messages-id';
import type { PublicMessages } from '../../../messages/messages';
import { inquiryApi } from '../api/inquiryApi';
import { INQUIRY_FIELDS, type InquiryCreateBody, type InquiryErrors, type SubmitOutcome } from '../types/inquiry';
import { checkInquiry } from './checkInquiry';

/** The page's language: the form's words, and the API's messages shown in it. */
export interface InquiryLanguage {
  locale: Locale;
  messages: PublicMessages;
}

/** Checks the inquiry, then sends it (with the page's locale, the language sales answer in); never throws. */
export async function submitInquiry(
  dispatch: AppDispatch,
  body: Omit<InquiryCreateBody, 'locale'>,
  { locale, messages }: InquiryLanguage,
): Promise<SubmitOutcome> {
  const errors = checkInquiry(body, locale);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const result = await dispatch(inquiryApi.endpoints.sendInquiry.initiate({ ...body, locale }));
  if ('data' in result && result.data) return { kind: 'sent', message: translatePublicMessage(result.data.message, locale) };
  return outcomeOfFailure(result.error as RequestError | undefined, { locale, messages });
}

/** A refused or failed send, in the visitor's words. */
export function outcomeOfFailure(error: RequestError | undefined, { locale, messages }: InquiryLanguage): SubmitOutcome {
  const status = error?.status ?? 0;
  const reason = error?.data?.message ? translatePublicMessage(error.data.message, locale) : undefined;
  if (status === 422) return { kind: 'invalid', ...fieldErrors(error?.data?.errors, { locale, messages }) };
  // 429's message says how long to wait ('try again in 10 minutes').
  if (status === 429 && reason) return { kind: 'failed', message: reason };
  if (status === 0) return { kind: 'failed', message: messages.serverUnreachable };
  return { kind: 'failed', message: messages.sendFailed(reason) };
}

/** A 422's messages: the first under each field of the form, the others (e.g. the series) above the button. */
function fieldErrors(
  errors: Record<string, string[]> | undefined,
  { locale, messages }: InquiryLanguage,
): { errors: InquiryErrors; message?: string } {
  const byField: InquiryErrors = {};
  const others: string[] = [];
  for (const [field, fieldMessages] of Object.entries(errors ?? {})) {
    const shown = fieldMessages.map((message) => translatePublicMessage(message, locale));
    if ((INQUIRY_FIELDS as readonly string[]).includes(field)) byField[field as keyof InquiryErrors] = shown[0];
    else others.push(...shown);
  }
  const nothingShown = Object.keys(byField).length === 0 && others.length === 0;
  return { errors: byField, message: nothingShown ? messages.notAccepted : others.join(' ') || undefined };
}
