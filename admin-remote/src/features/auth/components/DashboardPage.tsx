import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Col, Row, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { selectSession, useAppSelector, useLogout, useNewInquiryCount, usePageTitle } from '@mfe/shared-ui';
import { adminNavLinks, DASHBOARD_PATH, INQUIRIES_PATH } from '@mfe/shared-ui/site/admin-navigation';

/** /admin/dashboard: a welcome with the user's name, the count of new inquiries, shortcuts to the areas and Logout. */
export function DashboardPage() {
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const { logout, isLoggingOut } = useLogout();
  const { count: newInquiries, failed: countFailed } = useNewInquiryCount();
  usePageTitle('Dashboard');

  async function logOut() {
    // The token is revoked on the server when it can be; the session ends here in any case.
    await logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <section aria-label="Dashboard">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Welcome, {session.name ?? session.email ?? 'administrator'}
        </Typography.Title>
        <Typography.Paragraph type="secondary">Manage the product catalogue and its images and brochures.</Typography.Paragraph>
        <Button icon={<LogoutOutlined aria-hidden />} onClick={logOut} loading={isLoggingOut}>
          Logout
        </Button>
      </Card>
      <Card style={{ marginTop: 16 }} styles={{ body: { padding: 16 } }}>
        <Link to={`${INQUIRIES_PATH}?status=new`} style={{ fontSize: 18, fontWeight: newInquiries ? 600 : undefined }}>
          New inquiries: {newInquiries ?? '…'}
        </Link>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {countFailed
            ? 'The count could not be read; open the list to see them.'
            : newInquiries
              ? 'Requests for a quote waiting for an answer.'
              : newInquiries === 0
                ? 'No inquiry is waiting for an answer.'
                : 'Counting…'}
        </Typography.Text>
      </Card>
      <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
        {adminNavLinks
          .filter((link) => link.to !== DASHBOARD_PATH)
          .map((link) => (
            <Col key={link.to} xs={12} md={8} lg={6}>
              <Card styles={{ body: { padding: 16 } }}>
                <Link to={link.to}>{link.label}</Link>
              </Card>
            </Col>
          ))}
      </Row>
    </section>
  );
}
