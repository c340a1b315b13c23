import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { errorText, loggedIn, useAppDispatch, useLocale, useSnackbar, type RequestError } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useLoginMutation } from '../api/authApi';
import { demoCredentials } from '../demoCredentials';
import { EmailFormItem } from './EmailFormItem';
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

/** The API's 401 of an account with two-factor login on: a code is missing or wrong (its message on `code`). */
const codeRefusal = (error: unknown): string | null => {
  const failure = error as Partial<RequestError> | undefined;
  return failure?.status === 401 ? (failure.data?.errors?.code?.[0] ?? null) : null;
};

/**
 * The login form of the login screen and of the login dialog: submits only when valid by the
 * API's own rules (antd validates first; Enter submits the form), then starts the session. For an
 * account with two-factor login on (issue 23) a second step asks for the code, the e-mail and
 * password kept.
 */
export function LoginForm({ email, onLoggedIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const snackbar = useSnackbar();
  const [login, { isLoading }] = useLoginMutation();
  const [codeForm] = Form.useForm<{ code: string }>();
  /** The e-mail and password last sent, and whether their login waits for a code (then they are kept, not asked again). */
  const [sent, setSent] = useState<Credentials | null>(null);
  const [askingCode, setAskingCode] = useState(false);
  const m = useMessages();
  const locale = useLocale();
  const api = (message: string) => translateMessage(message, locale);

  async function submit(credentials: Credentials, code?: string) {
    const trimmed = { email: credentials.email.trim(), password: credentials.password };
    setSent(trimmed);
    try {
      const session = await login(code === undefined ? trimmed : { ...trimmed, code: code.trim() }).unwrap();
      dispatch(loggedIn(session));
      snackbar.success(api(MESSAGES.loginSucceeded));
      onLoggedIn?.();
    } catch (error) {
      const refusal = codeRefusal(error);
      if (refusal && code === undefined) setAskingCode(true);
      else if (refusal) codeForm.setFields([{ name: 'code', errors: [api(refusal)] }]);
      else snackbar.error(errorText({ errorMessage: MESSAGES.loginRequestFailed }, (error as Partial<RequestError>)?.data, api));
    }
  }

  if (askingCode && sent)
    return (
      // Keyed: a form of its own, not the credentials' form updated in place (a Form takes its `form` once, when it mounts).
      <Form<{ code: string }> key="code" form={codeForm} layout="vertical" onFinish={({ code }) => submit(sent, code)} requiredMark={false}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {m.loginCodeTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.loginCodeHelp}</Typography.Paragraph>
        <Form.Item name="code" label={m.loginCode} rules={[{ required: true, whitespace: true, message: api(MESSAGES.totpRequired) }]}>
          <Input prefix={<SafetyOutlined aria-hidden />} inputMode="numeric" autoComplete="one-time-code" maxLength={40} autoFocus />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {m.verifyCode}
          </Button>
          <Button type="link" block onClick={() => setAskingCode(false)}>
            {m.loginCodeBack}
          </Button>
        </Space>
      </Form>
    );

  const demo = demoCredentials();
  return (
    <Form<Credentials>
      key="credentials"
      layout="vertical"
      initialValues={sent ?? (demo && (!email || email === demo.email) ? demo : { email: email ?? '', password: '' })}
      onFinish={(credentials) => submit(credentials)}
      requiredMark={false}
    >
      <EmailFormItem />
      <Form.Item name="password" label={m.password} rules={[{ required: true, message: api(MESSAGES.passwordRequired) }]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {m.logIn}
      </Button>
    </Form>
  );
}
