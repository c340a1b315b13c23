import { isMailAddress, PHONE_PATTERN } from '@mfe/catalogue-core/rules';
import { INQUIRY_FIELD_MAX, INQUIRY_MESSAGE_MAX, MESSAGES, NAME_MAX } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
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
  const errors: InquiryErrors = {};
  if (!name) errors.name = MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = MESSAGES.nameTooLong;
  if (company.length > INQUIRY_FIELD_MAX) errors.company = MESSAGES.companyTooLong;
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (!isMailAddress(email)) errors.email = MESSAGES.emailInvalid;
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = MESSAGES.phoneInvalid;
  if (!message) errors.message = MESSAGES.inquiryMessageRequired;
  else if (message.length > INQUIRY_MESSAGE_MAX) errors.message = MESSAGES.inquiryMessageTooLong;
  for (const [field, text] of Object.entries(errors)) errors[field as keyof InquiryErrors] = translateMessage(text, locale);
  return errors;
}
