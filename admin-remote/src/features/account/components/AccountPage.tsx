import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate, selectSession, useAppSelector, useLocale, usePageTitle, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { FormHeading } from '../../../crud/components/FormHeading';
import { showServerFieldErrors } from '../../../crud/serverErrors';
import { LoadFailedAlert } from '../../../crud/components/LoadFailedAlert';
import { CardHeading } from '../../../crud/components/CardHeading';
import { RoleTag } from '../../users/components/UserTags';
import { useChangePasswordMutation, useEndSessionMutation, useListSessionsQuery, type MemberSession } from '../api/accountApi';
import { browserOf } from '../browserOf';
import { TwoFactorCard } from './TwoFactorCard';
import type { AccountPageState } from './TwoFactorSetupGate';
import { repeatRules } from '../passwordRules';
import { useMessages } from '../../../messages/messages';

/**
 * /admin/account (issue 23), every member's own page: who they are (the session's, which the
 * shell refreshes from GET /api/me), their password, two-factor login (standing out when the API
 * asked for it first: ./TwoFactorSetupGate.tsx), and where they are logged in.
 */
export function AccountPage() {
  const session = useAppSelector(selectSession);
  const required = (useLocation().state as AccountPageState | null)?.twoFactorRequired === true;
  const m = useMessages();
  usePageTitle(m.myAccountTitle);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<FormHeading>{m.myAccountTitle}</FormHeading>}>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'name', label: m.columnName, children: session.name },
            { key: 'email', label: m.email, children: session.email },
            { key: 'role', label: m.role, children: session.role ? <RoleTag role={session.role} /> : m.unknown },
          ]}
        />
      </Card>
      <PasswordChange />
      <TwoFactorCard required={required} />
      <MySessions />
    </Space>
  );
}

interface PasswordValues {
  current_password: string;
  new_password: string;
  repeat_password: string;
}

/** Current, new and repeated password; a wrong current one is the API's 422 on its field. */
function PasswordChange() {
  const [form] = Form.useForm<PasswordValues>();
  const [change, changing] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  const snackbar = useSnackbar();
  const locale = useLocale();
  const m = useMessages();

  async function submit(values: PasswordValues) {
    setChanged(false);
    try {
      const answer = await change({ current_password: values.current_password, new_password: values.new_password }).unwrap();
      form.resetFields();
      setChanged(true);
      snackbar.success(translateMessage(answer.message || m.passwordChanged, locale));
    } catch (error) {
      // 'Current password is wrong' on its field; other failures are the base query's snackbar.
      showServerFieldErrors(form, error, { fields: ['current_password', 'new_password'] }, locale);
    }
  }

  return (
    <Card title={<CardHeading>{m.changePassword}</CardHeading>}>
      {changed && <Alert type="success" showIcon title={m.passwordChanged} style={{ marginBottom: 16 }} />}
      <Form<PasswordValues> form={form} layout="vertical" onFinish={submit} disabled={changing.isLoading} style={{ maxWidth: 480 }}>
        <Form.Item name="current_password" label={m.currentPassword} rules={[{ required: true, message: m.fieldRequired(m.currentPassword) }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label={m.newPassword} rules={[{ required: true, message: m.fieldRequired(m.newPassword) }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeat_password" label={m.repeatPassword} dependencies={['new_password']} rules={repeatRules(m, 'new_password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={changing.isLoading}>
          {m.changePassword}
        </Button>
      </Form>
    </Card>
  );
}

/** Where the member is logged in, this device marked; any other session can be ended. */
function MySessions() {
  const sessions = useListSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [end, ending] = useEndSessionMutation();
  const snackbar = useSnackbar();
  const locale = useLocale();
  const m = useMessages();
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, { withTime: true }) : '–');
  const browserText = (session: MemberSession) => {
    const { browser, system } = browserOf(session.user_agent);
    if (browser && system) return m.browserOn(browser, system);
    return browser ?? system ?? m.unknownBrowser;
  };

  async function endOne(session: MemberSession) {
    try {
      const answer = await end(session.id).unwrap();
      snackbar.success(translateMessage(answer.message || m.sessionEndedHere, locale));
    } catch {
      // The base query's snackbar said why.
    }
  }

  const columns: TableColumnsType<MemberSession> = [
    {
      key: 'browser',
      title: m.sessionBrowser,
      render: (_, row) => (
        <Space wrap>
          {browserText(row)}
          {row.current && <Tag color="green">{m.thisDevice}</Tag>}
        </Space>
      ),
    },
    { key: 'address', title: m.sessionAddress, render: (_, row) => row.address ?? m.unknown },
    { key: 'created', title: m.sessionStarted, render: (_, row) => when(row.created_at) },
    { key: 'last_used', title: m.sessionLastUsed, responsive: ['md'], render: (_, row) => when(row.last_used_at) },
    {
      key: 'end',
      title: m.actions,
      width: 150,
      // This device's session ends with Logout.
      render: (_, row) =>
        !row.current && (
          <Button
            size="small"
            danger
            loading={ending.isLoading && ending.originalArgs === row.id}
            aria-label={m.endSessionOf(browserText(row), when(row.created_at))}
            onClick={() => void endOne(row)}
          >
            {m.endSession}
          </Button>
        ),
    },
  ];

  return (
    <Card title={<CardHeading>{m.mySessions}</CardHeading>}>
      <Typography.Paragraph type="secondary">{m.sessionsHelp}</Typography.Paragraph>
      {sessions.isError && !sessions.isFetching && <LoadFailedAlert title={m.sessionsLoadFailed} onRetry={() => void sessions.refetch()} />}
      <Table<MemberSession>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={{ spinning: sessions.isFetching, description: m.loading }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
