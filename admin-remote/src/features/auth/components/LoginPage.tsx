import { useLocation, useNavigate } from 'react-router-dom';
import { Card, Typography } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import { LoginForm } from './LoginForm';
import { useMessages } from '../../../messages/messages';

/**
 * Where to go once logged in: back to the admin page the shell's guard sent the visitor from
 * (its location state `{ from }`), else the dashboard (spec §4).
 */
export function pathAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith('/admin/login') ? from : '/admin/dashboard';
}

/** /admin/login. */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const m = useMessages();
  usePageTitle(m.login);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {m.adminLogin}
        </Typography.Title>
        <LoginForm onLoggedIn={() => navigate(pathAfterLogin(state), { replace: true })} />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 16, fontSize: 12 }}>
          {m.adminBuild(process.env.BUILD_LABEL ?? '')}
        </Typography.Text>
      </Card>
    </div>
  );
}
