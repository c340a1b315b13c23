import { INQUIRY_STATUSES, type InquiryStatus } from '@mfe/catalogue-core/messages';
import { formatDate, type Locale } from '@mfe/shared-ui';
import { resourceMessages } from '../../resources/messages';
import type { AdminMessages } from '../../messages/messages';

/** The failure and success texts, worded as the catalogue areas' ('Failed when fetching inquiry "7"'). */
export const inquiryMessages = resourceMessages('inquiry', 'Inquiry');

export const STATUS_COLORS: Record<InquiryStatus, string> = { new: 'blue', answered: 'green', closed: 'default' };
/** The status select's options, labelled in the admin's language. */
export const statusOptions = (m: Pick<AdminMessages, 'inquiryStatus'>) =>
  INQUIRY_STATUSES.map((status) => ({ value: status, label: m.inquiryStatus(status) }));

export function isInquiryStatus(value: string | null | undefined): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly string[]).includes(value ?? '');
}

/** '22 November 2026 at 14:05' in the browser's time zone and the admin's language; a dash for a time that cannot be read. */
export function receivedText(iso: string, locale: Locale): string {
  return formatDate(iso, locale, { withTime: true }) || '–';
}
