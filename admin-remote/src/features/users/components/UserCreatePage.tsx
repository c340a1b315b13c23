import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Space } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import { userDetailPath, USERS_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { FormActions } from '../../../crud/components/FormActions';
import { FormHeading } from '../../../crud/components/FormHeading';
import { useEditController, type RecordLoad } from '../../../crud/hooks/useEditController';
import { useCreateUserMutation } from '../api/userApi';
import { useRefusalOutsideFields } from '../hooks/useRefusalOutsideFields';
import type { CreatedUser, UserFields } from '../userTypes';
import { InviteLink } from './InviteLink';
import { USER_FIELDS, UserFormItems } from './UserFormItems';
import { useMessages } from '../../../messages/messages';

/** Creating loads nothing. */
const NOTHING_TO_LOAD: RecordLoad<object> = { isLoading: false, isError: false, refetch: () => undefined };
const TARGETS = { fields: USER_FIELDS };

/**
 * /admin/user/create (issue 23): name, e-mail and role. The account has no password: once created,
 * the screen shows its one-time set-password link (to copy; e-mailed too where a mail server is
 * set up), which is shown only this once.
 */
export function UserCreatePage() {
  const [form] = Form.useForm<UserFields>();
  const [create] = useCreateUserMutation();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const { refusal, saving } = useRefusalOutsideFields(TARGETS);
  const m = useMessages();
  const navigate = useNavigate();
  const edit = useEditController<object, UserFields>({
    form,
    editing: false,
    load: NOTHING_TO_LOAD,
    toFormValues: () => ({}),
    save: (values) =>
      saving(async () => {
        const answer = await create({ name: values.name.trim(), email: values.email.trim(), role: values.role }).unwrap();
        setCreated(answer.data);
        return answer;
      }),
    savedMessage: m.userCreated,
    errorTargets: TARGETS,
    listPath: USERS_PATH,
    draftKey: 'user:new',
    afterSave: 'stay',
  });
  usePageTitle(m.createUserTitle);

  function createAnother() {
    form.resetFields();
    setCreated(null);
  }

  return (
    <Card title={<FormHeading>{m.createUserTitle}</FormHeading>}>
      {created ? (
        <>
          <InviteLink invite={created.invite} user={created.user} />
          <Space wrap>
            {/* In place of this screen: its link is shown once, and Back from the user goes to the list. */}
            <Button type="primary" onClick={() => navigate(userDetailPath(created.user.id), { replace: true })}>
              {m.openUser}
            </Button>
            <Button onClick={createAnother}>{m.createAnother}</Button>
          </Space>
        </>
      ) : (
        <>
          {edit.draftNotice}
          {refusal && <Alert type="error" showIcon title={m.refused} description={refusal} style={{ marginBottom: 16 }} />}
          <Form<UserFields> {...edit.formProps} initialValues={{ role: 'editor' }} disabled={edit.saving} style={{ maxWidth: 720 }}>
            <UserFormItems withActive={false} />
            <FormActions submitLabel={m.create} saving={edit.saving} uploadPercent={null} onCancel={edit.goBack} />
          </Form>
        </>
      )}
    </Card>
  );
}
