import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Result, Typography } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import { useForgotPasswordMutation } from '../api/authApi';
import { AuthCard } from './AuthCard';
import { EmailFormItem } from './EmailFormItem';
import { useMessages } from '../../../messages/messages';

/**
 * /admin/forgot-password (issue 23), from the login screen: an e-mail, then always the same
 * answer, whether or not an account uses it (the API tells nobody which addresses have one).
 */
export function ForgotPasswordPage() {
  const [ask, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const m = useMessages();
  usePageTitle(m.forgotTitle);

  async function submit({ email }: { email: string }) {
    setFailed(false);
    try {
      await ask({ email: email.trim() }).unwrap();
      setSent(true);
    } catch {
      setFailed(true);
    }
  }

  return (
    <AuthCard title={m.forgotTitle}>
      {sent ? (
        <Result status="success" title={m.forgotSent} subTitle={m.forgotSentHelp} extra={<Link to="/admin/login">{m.backToLogin}</Link>} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{m.forgotIntro}</Typography.Paragraph>
          {failed && <Alert type="error" showIcon title={m.requestFailed} style={{ marginBottom: 16 }} />}
          <Form<{ email: string }> layout="vertical" onFinish={submit} requiredMark={false}>
            <EmailFormItem />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {m.sendResetLink}
            </Button>
          </Form>
          <Link to="/admin/login" style={{ display: 'block', marginTop: 16 }}>
            {m.backToLogin}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
