import { Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useLocale } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { emailRules } from '../../../crud/emailRules';
import { useMessages } from '../../../messages/messages';

/**
 * The account's e-mail in the login's and the forgotten password's forms (the field `email`):
 * the browser fills it as the username; its messages are the API's, in the admin's language.
 */
export function EmailFormItem() {
  const m = useMessages();
  const locale = useLocale();
  const api = (message: string) => translateMessage(message, locale);
  return (
    <Form.Item name="email" label={m.emailLabel} validateFirst rules={emailRules(api(MESSAGES.emailRequired), api(MESSAGES.emailInvalid))}>
      <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="username" />
    </Form.Item>
  );
}
