import { Tag, Tooltip } from 'antd';
import type { Inquiry } from '@mfe/shared-ui';
import { STATUS_COLORS, STATUS_LABELS } from '../inquiryText';

export function InquiryStatusTag({ status }: { status: Inquiry['status'] }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

/** The e-mail to sales when it failed: a red 'Not sent' with the reason as its tooltip (focusable, so the keyboard reaches it too). */
export function EmailFailedTag({ inquiry }: { inquiry: Pick<Inquiry, 'email_status' | 'email_error'> }) {
  if (inquiry.email_status !== 'failed') return null;
  return (
    <Tooltip title={inquiry.email_error || 'The mail server refused it'}>
      <Tag color="error" tabIndex={0} aria-label={`Not sent: ${inquiry.email_error || 'the mail server refused it'}`}>
        Not sent
      </Tag>
    </Tooltip>
  );
}
