import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Form, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { formatDate, useLocale, useMessageDialog, usePageTitle, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { USERS_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { FormActions } from '../../../crud/components/FormActions';
import { FormHeading } from '../../../crud/components/FormHeading';
import { RecordLoadFailed } from '../../../crud/components/RecordLoadFailed';
import { useDeleteFromDetail } from '../../../crud/hooks/useDeleteFromDetail';
import { useEditController } from '../../../crud/hooks/useEditController';
import { useDeleteUserMutation, useGetUserQuery, useInviteUserMutation, useUpdateUserMutation } from '../api/userApi';
import { useRefusalOutsideFields } from '../hooks/useRefusalOutsideFields';
import type { StaffUser, UserFields, UserInvite } from '../userTypes';
import { InviteLink } from './InviteLink';
import { USER_FIELDS, UserFormItems } from './UserFormItems';
import { useMessages } from '../../../messages/messages';

type UserValues = UserFields & { active: boolean };
const TARGETS = { fields: USER_FIELDS };

/**
 * /admin/user/detail/{id} (issue 23): the account's name, e-mail, role and whether it is active,
 * saved with one Save; a new set-password link; Delete; two-factor login turned off (for a member
 * who lost the phone). The API refuses (409) what would leave no active admin: the reason shows
 * above the form, with what was typed kept.
 */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const [form] = Form.useForm<UserValues>();
  const [update] = useUpdateUserMutation();
  const [invite, inviting] = useInviteUserMutation();
  const [remove, removing] = useDeleteUserMutation();
  const [newInvite, setNewInvite] = useState<UserInvite | null>(null);
  const { refusal, saving } = useRefusalOutsideFields(TARGETS);
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
  const m = useMessages();
  const locale = useLocale();
  const edit = useEditController({
    form,
    editing: true,
    load: useGetUserQuery(id, { refetchOnMountOrArgChange: true }),
    toFormValues: (user: StaffUser) => ({ name: user.name, email: user.email, role: user.role, active: user.active }),
    save: (values: UserValues) =>
      saving(() =>
        update({ id, changes: { name: values.name.trim(), email: values.email.trim(), role: values.role, active: values.active } }).unwrap(),
      ),
    savedMessage: m.userUpdated,
    errorTargets: TARGETS,
    listPath: USERS_PATH,
    draftKey: `user:${id}`,
  });
  usePageTitle(m.userDetailTitle);

  async function makeLink() {
    try {
      const answer = await invite(id).unwrap();
      setNewInvite(answer.data);
    } catch {
      // The base query's snackbar said why ('Failed when making a set-password link: …').
    }
  }

  async function confirmTwoFactorOff(user: StaffUser) {
    const confirmed = await dialog.confirm({ message: m.turnOffTwoFactorConfirm(user.name), icon: 'warning', confirmText: m.turnOff });
    if (!confirmed) return;
    try {
      const answer = await update({ id: user.id, changes: { totp_enabled: false } }).unwrap();
      snackbar.success(translateMessage(answer.message || m.userUpdated, locale));
    } catch {
      // The base query's snackbar said why.
    }
  }

  const deleteFromDetail = useDeleteFromDetail(edit);
  // A refusal (the last active admin, oneself) is a 409 the snackbar keeps until dismissed.
  const confirmDelete = (user: StaffUser) =>
    deleteFromDetail({
      question: m.deleteUser(user.name),
      description: m.deleteUserHelp,
      remove: () => remove(user.id).unwrap(),
      deletedText: m.userDeleted,
    });

  if (edit.loadFailed) {
    return <RecordLoadFailed title={m.userDetailTitle} message={m.failedFetchOne(m.userNoun, id)} area="user" onRetry={edit.retry} />;
  }

  const user = edit.record;
  return (
    <Card
      title={<FormHeading>{m.userDetailTitle}</FormHeading>}
      extra={
        user && (
          <Space wrap>
            <Button icon={<LinkOutlined aria-hidden />} loading={inviting.isLoading} onClick={() => void makeLink()} title={m.newLinkHelp}>
              {m.newSetPasswordLink}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading} onClick={() => void confirmDelete(user)}>
              {m.delete}
            </Button>
          </Space>
        )
      }
    >
      <Spin spinning={!user} description={m.loading}>
        {user && newInvite && <InviteLink invite={newInvite} user={user} />}
        {user && <UserFacts user={user} onTwoFactorOff={() => void confirmTwoFactorOff(user)} />}
        {edit.draftNotice}
        {refusal && <Alert type="error" showIcon title={m.refused} description={refusal} style={{ marginTop: 16 }} />}
        <Form<UserValues> {...edit.formProps} disabled={!user || edit.saving} style={{ maxWidth: 720, marginTop: 24 }}>
          <UserFormItems withActive />
          <FormActions submitLabel={m.saveChanges} saving={edit.saving} uploadPercent={null} onCancel={edit.goBack} />
        </Form>
      </Spin>
    </Card>
  );
}

/** What the form does not edit: the password's state, two-factor login (which an admin may turn off), the last login, when the account was made. */
function UserFacts({ user, onTwoFactorOff }: { user: StaffUser; onTwoFactorOff: () => void }) {
  const m = useMessages();
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, { withTime: true }) : m.neverLoggedIn);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'password',
          label: m.passwordState,
          children: user.has_password ? m.passwordIsSet : <Typography.Text type="warning">{m.passwordNotSet}</Typography.Text>,
        },
        {
          key: 'two_factor',
          label: m.userTwoFactor,
          children: (
            <Space wrap>
              <Tag color={user.totp_enabled ? 'green' : 'default'}>{user.totp_enabled ? m.twoFactorIsOn : m.twoFactorIsOff}</Tag>
              {user.totp_enabled && (
                <Button size="small" danger onClick={onTwoFactorOff}>
                  {m.turnOffTwoFactor}
                </Button>
              )}
            </Space>
          ),
        },
        { key: 'last_login', label: m.lastLogin, children: when(user.last_login_at) },
        { key: 'created', label: m.created, children: when(user.created_at) },
      ]}
    />
  );
}
