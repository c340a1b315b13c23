import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useLocale, usePageTitle, type RequestError } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { showServerFieldErrors } from '../../../crud/serverErrors';
import { repeatRules } from '../../account/passwordRules';
import { useSetPasswordMutation } from '../api/authApi';
import { AuthCard } from './AuthCard';
import { useMessages } from '../../../messages/messages';

interface NewPassword {
  password: string;
  repeat_password: string;
}

/**
 * /admin/set-password?token=… (issue 23), open without a login: the one-time link of a new member
 * or of a reset sets their password, then the way to the login. A link expired, spent or unknown
 * (the API's 422 without a field) says so plainly.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<NewPassword>();
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const [done, setDone] = useState(false);
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const locale = useLocale();
  const m = useMessages();
  usePageTitle(m.setPasswordTitle);

  async function submit(values: NewPassword) {
    setFailed(false);
    try {
      await setPassword({ token, password: values.password }).unwrap();
      setDone(true);
    } catch (error) {
      // A password the API refuses (too short) goes on its field; a refused link is the whole page's.
      if (showServerFieldErrors(form, error, { fields: ['password'] }, locale)) return;
      const failure = error as RequestError;
      if (failure.status === 422 && failure.data.message) setLinkRefusal(translateMessage(failure.data.message, locale));
      else setFailed(true);
    }
  }

  if (done) {
    return (
      <AuthCard title={m.setPasswordTitle}>
        <Result status="success" title={m.passwordSet} subTitle={m.passwordSetHelp} extra={<Link to="/admin/login">{m.goToLogin}</Link>} />
      </AuthCard>
    );
  }
  if (!token || linkRefusal) {
    return (
      <AuthCard title={m.setPasswordTitle}>
        <Alert type="error" showIcon title={m.linkUnusable} description={linkRefusal ?? m.linkMissingToken} style={{ marginBottom: 16 }} />
        <Link to="/admin/login">{m.backToLogin}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.setPasswordTitle}>
      <Typography.Paragraph type="secondary">{m.setPasswordIntro}</Typography.Paragraph>
      {failed && <Alert type="error" showIcon title={m.requestFailed} style={{ marginBottom: 16 }} />}
      <Form<NewPassword> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="password" label={m.newPassword} rules={[{ required: true, message: m.fieldRequired(m.newPassword) }]}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeat_password" label={m.repeatPassword} dependencies={['password']} rules={repeatRules(m, 'password')}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {m.setPassword}
        </Button>
      </Form>
    </AuthCard>
  );
}
