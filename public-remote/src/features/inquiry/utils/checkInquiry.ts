import { isMailAddress, PHONE_PATTERN } from '@mfe/catalogue-core/rules';
import { INQUIRY_FIELD_MAX, INQUIRY_MESSAGE_MAX, NAME_MAX } from '@mfe/catalogue-core/limits';
import { PUBLIC_MESSAGES } from '@mfe/catalogue-core/public-messages';
import { PUBLIC_MESSAGES_ID } from '@mfe/catalogue-core/public-messages-id';
import type { Locale } from '@mfe/shared-ui';
import type { InquiryErrors, InquiryValues } from '../types/inquiry';

/**
 * The API's rules for an inquiry (catalogue-core's inquiryCreateInput), checked before sending
 * with the same messages in the page's language, so a visitor sees at once what the API would
 * say; the API checks again.
 */
export function checkInquiry(values: InquiryValues, locale: Locale): InquiryErrors {
  const name = values.name.trim();
  const company = values.company.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  const messages = locale === 'id' ? PUBLIC_MESSAGES_ID : PUBLIC_MESSAGES;
  const errors: InquiryErrors = {};
  if (!name) errors.name = messages.nameRequired;
  else if (name.length > NAME_MAX) errors.name = messages.nameTooLong;
  if (company.length > INQUIRY_FIELD_MAX) errors.company = messages.companyTooLong;
  if (!email) errors.email = messages.emailRequired;
  else if (!isMailAddress(email)) errors.email = messages.emailInvalid;
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = messages.phoneInvalid;
  if (!message) errors.message = messages.inquiryMessageRequired;
  else if (message.length > INQUIRY_MESSAGE_MAX) errors.message = messages.inquiryMessageTooLong;
  return errors;
}
