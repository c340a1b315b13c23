import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { loggedIn, useAppDispatch, useLocale, useSnackbar } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { EMAIL_MAX, EMAIL_PATTERN } from '@mfe/catalogue-core/rules';
import { useLoginMutation } from '../api/authApi';
import { demoCredentials } from '../demoCredentials';
import { useMessages } from '../../../messages/messages';

interface Credentials {
  email: string;
  password: string;
}

interface LoginFormProps {
  /** Pre-fills the e-mail (the login dialog: whoever's session expired). */
  email?: string | null;
  /** After the session is stored and 'Login successful' shown. */
  onLoggedIn?: () => void;
}

/**
 * The login form of the login screen and of the login dialog: submits only when valid by the
 * API's own rules (antd validates first; Enter submits the form), then starts the session.
 */
export function LoginForm({ email, onLoggedIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const snackbar = useSnackbar();
  const [login, { isLoading }] = useLoginMutation();
  const m = useMessages();
  const locale = useLocale();
  const api = (message: string) => translateMessage(message, locale);

  async function submit(credentials: Credentials) {
    try {
      const session = await login({ email: credentials.email.trim(), password: credentials.password }).unwrap();
      dispatch(loggedIn(session));
      snackbar.success(api(MESSAGES.loginSucceeded));
      onLoggedIn?.();
    } catch {
      // 'Login failed: {reason}' was shown by the base query.
    }
  }

  const demo = demoCredentials();
  return (
    <Form<Credentials>
      layout="vertical"
      initialValues={demo && (!email || email === demo.email) ? demo : { email: email ?? '', password: '' }}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item
        name="email"
        label={m.emailLabel}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: api(MESSAGES.emailRequired) },
          { max: EMAIL_MAX, message: api(MESSAGES.emailInvalid) },
          { pattern: EMAIL_PATTERN, message: api(MESSAGES.emailInvalid) },
        ]}
      >
        <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={m.password} rules={[{ required: true, message: api(MESSAGES.passwordRequired) }]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {m.logIn}
      </Button>
    </Form>
  );
}
