import { isMailAddress, PHONE_PATTERN } from '@mfe/catalogue-core/rules';
import { INQUIRY_FIELD_MAX, INQUIRY_MESSAGE_MAX, NAME_MAX } from '@mfe/catalogue-core/messages';
import type { PublicMessages } from '../../../messages/messages';
import type { InquiryErrors, InquiryValues } from '../types/inquiry';

/**
 * The API's rules for an inquiry (catalogue-core's inquiryCreateInput), checked before sending,
 * so a visitor sees them at once in the page's language (in English the API's own words); the
 * API checks again.
 */
export function checkInquiry(values: InquiryValues, messages: PublicMessages): InquiryErrors {
  const name = values.name.trim();
  const company = values.company.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  const errors: InquiryErrors = {};
  if (!name) errors.name = messages.nameRequired;
  else if (name.length > NAME_MAX) errors.name = messages.nameTooLong;
  if (company.length > INQUIRY_FIELD_MAX) errors.company = messages.companyTooLong;
  if (!email) errors.email = messages.emailRequired;
  else if (!isMailAddress(email)) errors.email = messages.emailInvalid;
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = messages.phoneInvalid;
  if (!message) errors.message = messages.messageRequired;
  else if (message.length > INQUIRY_MESSAGE_MAX) errors.message = messages.messageTooLong;
  return errors;
}
