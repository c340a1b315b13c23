import type { Locale } from '@mfe/shared-ui';

/**
 * A message of the API (always English: its validation, throttling and thank-you texts) in the
 * page's language. The one place the public screens translate them (issue 22).
 * TODO(issue 22): call `translateMessage(message, locale)` from '@mfe/catalogue-core/messages' once
 * the content branch provides it; until then the API's English is shown as it is.
 */
export function apiMessage(message: string, locale: Locale): string {
  void locale;
  return message;
}
