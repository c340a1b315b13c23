import { INQUIRY_STATUSES, type InquiryEmailStatus, type InquiryStatus } from '@mfe/catalogue-core/messages';
import { resourceMessages } from '../../resources/messages';

/** The failure and success texts, worded as the catalogue areas' ('Failed when fetching inquiry "7"'). */
export const inquiryMessages = resourceMessages('inquiry', 'Inquiry');

export const STATUS_LABELS: Record<InquiryStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
export const STATUS_COLORS: Record<InquiryStatus, string> = { new: 'blue', answered: 'green', closed: 'default' };
export const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function isInquiryStatus(value: string | null | undefined): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly string[]).includes(value ?? '');
}

/** What the e-mail to sales came to, as the detail says it. */
export const EMAIL_STATUS_TEXT: Record<InquiryEmailStatus, string> = {
  off: 'Not e-mailed (no mail server is set up)',
  pending: 'Being sent',
  sent: 'Sent to sales',
  failed: 'Not sent',
};

/** '22 Nov 2026, 14:05' in the browser's time zone; a dash for a time that cannot be read. */
export function receivedText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
