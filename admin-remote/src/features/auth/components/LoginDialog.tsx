import { Modal, Typography } from 'antd';
import { selectSession, useAppSelector } from '@mfe/shared-ui';
import { LoginForm } from './LoginForm';
import { useMessages } from '../../../messages/messages';

/**
 * Over an admin screen whose session expired (the API refused the token, or another tab logged
 * out): the screen stays as it was, with what was typed; logging in here carries on — a save the
 * API refused is sent again (its waitForLogin). The shell mounts it while the
 * session is expired. No close button: leaving goes through the page's own guards (Back asks
 * about unsaved changes), and a reload offers the form's draft back after logging in.
 */
export function LoginDialog() {
  const { email } = useAppSelector(selectSession);
  const m = useMessages();
  return (
    <Modal open title={m.sessionEnded} closable={false} keyboard={false} mask={{ closable: false }} footer={null} width={400} centered>
      <Typography.Paragraph>{m.sessionEndedHelp}</Typography.Paragraph>
      <LoginForm email={email} />
    </Modal>
  );
}
