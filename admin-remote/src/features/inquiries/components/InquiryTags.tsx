import { Tag, Tooltip } from 'antd';
import type { Inquiry } from '@mfe/shared-ui';
import { STATUS_COLORS } from '../inquiryText';
import { useMessages } from '../../../messages/messages';

export function InquiryStatusTag({ status }: { status: Inquiry['status'] }) {
  const m = useMessages();
  return <Tag color={STATUS_COLORS[status]}>{m.inquiryStatus(status)}</Tag>;
}

/** The e-mail to sales when it failed: a red 'Not sent' with the reason as its tooltip (focusable, so the keyboard reaches it too). */
export function EmailFailedTag({ inquiry }: { inquiry: Pick<Inquiry, 'email_status' | 'email_error'> }) {
  const m = useMessages();
  if (inquiry.email_status !== 'failed') return null;
  const reason = inquiry.email_error || m.mailServerRefused;
  return (
    <Tooltip title={reason}>
      <Tag color="error" tabIndex={0} aria-label={m.notSentBecause(reason)}>
        {m.notSent}
      </Tag>
    </Tooltip>
  );
}
