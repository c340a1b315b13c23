import { useNavigate } from 'react-router-dom';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { loggedIn, useAppDispatch, usePageTitle, useSnackbar } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { EMAIL_MAX, EMAIL_PATTERN } from '@mfe/catalogue-core/rules';
import { useLoginMutation } from '../api/authApi';
import { demoCredentials } from '../demoCredentials';

interface Credentials {
  email: string;
  password: string;
}

/** /admin/login: submits only when valid by the API's own rules (antd validates first; Enter submits the form). */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [login, { isLoading }] = useLoginMutation();
  usePageTitle('Login');

  async function submit(credentials: Credentials) {
    try {
      const session = await login({ email: credentials.email.trim(), password: credentials.password }).unwrap();
      dispatch(loggedIn(session));
      snackbar.success(MESSAGES.loginSucceeded);
      navigate('/admin/dashboard', { replace: true });
    } catch {
      // 'Login failed: {reason}' was shown by the base query.
    }
  }

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Admin login
        </Typography.Title>
        <Form<Credentials> layout="vertical" initialValues={demoCredentials() ?? { email: '', password: '' }} onFinish={submit} requiredMark={false}>
          <Form.Item
            name="email"
            label="Email"
            validateFirst
            rules={[
              { required: true, whitespace: true, message: MESSAGES.emailRequired },
              { max: EMAIL_MAX, message: MESSAGES.emailInvalid },
              { pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid },
            ]}
          >
            <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[{ required: true, message: MESSAGES.passwordRequired }]}>
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Log in
          </Button>
        </Form>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 16, fontSize: 12 }}>
          Admin build {process.env.BUILD_LABEL}
        </Typography.Text>
      </Card>
    </div>
  );
}
