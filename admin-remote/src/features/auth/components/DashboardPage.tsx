import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Col, Row, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { formatNumber, selectSession, useAppSelector, useLocale, useLogout, useNewInquiryCount, usePageTitle } from '@mfe/shared-ui';
import {
  ACTIVITY_PATH,
  adminNavLinksFor,
  adminSectionAt,
  DASHBOARD_PATH,
  INQUIRIES_PATH,
  isAdminArea,
  SETTINGS_PATH,
  USERS_PATH,
} from '@mfe/shared-ui/site/admin-navigation';
import { useMessages } from '../../../messages/messages';

/** /admin/dashboard: a welcome with the user's name, the count of new inquiries, shortcuts to the areas and Logout. */
export function DashboardPage() {
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const { logout, isLoggingOut } = useLogout();
  const { count: newInquiries, failed: countFailed } = useNewInquiryCount();
  const m = useMessages();
  const locale = useLocale();
  usePageTitle(m.dashboard);
  /** A shortcut's label in the admin's language: the area's title, the inquiries', the settings', the users' or the activity's. */
  const shortcutLabel = (to: string) => {
    const segment = to.split('/')[2];
    if (isAdminArea(segment)) return m.areaTitle(segment);
    if (to === INQUIRIES_PATH) return m.inquiriesTitle;
    if (to === ACTIVITY_PATH) return m.activityTitle;
    if (to === USERS_PATH) return m.usersTitle;
    return to === SETTINGS_PATH ? m.settingsTitle : (adminSectionAt(segment)?.label ?? to);
  };

  async function logOut() {
    // The token is revoked on the server when it can be; the session ends here in any case.
    await logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <section aria-label={m.dashboard}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {m.welcome(session.name ?? session.email ?? m.administrator)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.dashboardIntro}</Typography.Paragraph>
        <Button icon={<LogoutOutlined aria-hidden />} onClick={logOut} loading={isLoggingOut}>
          {m.logout}
        </Button>
      </Card>
      <Card style={{ marginTop: 16 }} styles={{ body: { padding: 16 } }}>
        <Link to={`${INQUIRIES_PATH}?status=new`} style={{ fontSize: 18, fontWeight: newInquiries ? 600 : undefined }}>
          {m.newInquiries(newInquiries === undefined ? '…' : formatNumber(newInquiries, locale))}
        </Link>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {countFailed ? m.countFailed : newInquiries ? m.inquiriesWaiting : newInquiries === 0 ? m.noInquiryWaiting : m.counting}
        </Typography.Text>
      </Card>
      <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
        {/* The sections the member's role may open (issue 23), as the drawer. */}
        {adminNavLinksFor(session.role)
          .filter((link) => link.to !== DASHBOARD_PATH)
          .map((link) => (
            <Col key={link.to} xs={12} md={8} lg={6}>
              <Card styles={{ body: { padding: 16 } }}>
                <Link to={link.to}>{shortcutLabel(link.to)}</Link>
              </Card>
            </Col>
          ))}
      </Row>
    </section>
  );
}
