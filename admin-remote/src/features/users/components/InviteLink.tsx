import { Alert, Button, Input, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { formatDate, useLocale, useSnackbar } from '@mfe/shared-ui';
import { setPasswordLink } from '../setPasswordLink';
import type { UserInvite } from '../userTypes';
import { useMessages } from '../../../messages/messages';

interface InviteLinkProps {
  invite: UserInvite;
  /** Whose link it is: their name in the text, their e-mail when it was e-mailed. */
  user: { name: string; email: string };
}

/**
 * A one-time set-password link, shown once (the API keeps only its hash): the link with a Copy
 * button, until when it works, and whether it was e-mailed too.
 */
export function InviteLink({ invite, user }: InviteLinkProps) {
  const m = useMessages();
  const locale = useLocale();
  const snackbar = useSnackbar();
  const link = setPasswordLink(invite.token);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      snackbar.success(m.linkCopied);
    } catch {
      snackbar.warning(m.copyFailed);
    }
  }

  return (
    <Alert
      type="success"
      showIcon
      title={m.setPasswordLink}
      style={{ marginBottom: 16 }}
      description={
        <>
          <Typography.Paragraph>{m.setPasswordLinkFor(user.name)}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
            <Input readOnly value={link} aria-label={m.setPasswordLink} onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {m.copyLink}
            </Button>
          </Space.Compact>
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            {m.linkExpires(formatDate(invite.expires_at, locale, { withTime: true }))} {invite.emailed ? m.linkEmailed(user.email) : m.linkNotEmailed}
          </Typography.Paragraph>
        </>
      }
    />
  );
}
