import type { Locale } from '@mfe/shared-ui';

/**
 * An API message (the catalogue core's English: validation, refusals, success toasts) in the
 * admin's language. The one place the admin translates them.
 */
export function apiMessage(message: string, locale: Locale): string {
  // Waiting for translateMessage (@mfe/catalogue-core/messages, branch `content`): until it is
  // merged, the API's English is shown as it is.
  void locale;
  return message;
}
