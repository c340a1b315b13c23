import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Typography } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import { FORGOT_PASSWORD_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { AuthCard } from './AuthCard';
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
    <AuthCard title={m.adminLogin}>
      <LoginForm onLoggedIn={() => navigate(pathAfterLogin(state), { replace: true })} />
      {/* Issue 23: a reset link by e-mail. */}
      <Link to={FORGOT_PASSWORD_PATH} style={{ display: 'block', marginTop: 16 }}>
        {m.forgotPassword}
      </Link>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 16, fontSize: 12 }}>
        {m.adminBuild(process.env.BUILD_LABEL ?? '')}
      </Typography.Text>
    </AuthCard>
  );
}
