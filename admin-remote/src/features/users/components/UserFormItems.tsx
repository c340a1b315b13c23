import { Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { emailRules } from '../../../crud/emailRules';
import { ROLES } from '../userTypes';
import { useMessages } from '../../../messages/messages';

/** The form fields of a user's create and detail screens; the server's refusals land on the same names. */
export const USER_FIELDS = ['name', 'email', 'role', 'active'];

/** Name, e-mail and role (each role with what it may do); the detail adds whether the account is active. */
export function UserFormItems({ withActive }: { withActive: boolean }) {
  const m = useMessages();
  return (
    <>
      <Form.Item name="name" label={m.columnName} rules={[{ required: true, whitespace: true, message: m.fieldRequired(m.columnName) }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={m.email} validateFirst rules={emailRules(m.fieldRequired(m.email), m.emailInvalid)}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={m.role} rules={[{ required: true, message: m.fieldRequired(m.role) }]}>
        <Radio.Group>
          <Space orientation="vertical">
            {ROLES.map((role) => (
              <Radio key={role} value={role}>
                {m.roleName(role)} <Typography.Text type="secondary">– {m.roleHelp(role)}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {withActive && (
        <Form.Item name="active" label={m.accountActive} valuePropName="checked" extra={m.accountActiveHelp}>
          <Switch />
        </Form.Item>
      )}
    </>
  );
}
