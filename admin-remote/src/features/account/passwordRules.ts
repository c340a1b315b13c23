import type { FormRule } from 'antd';
import type { AdminMessages } from '../../messages/messages';

/** The repeated password's rules: filled, and equal to the new one (the form's field `newField`). Its length and strength are the API's to judge. */
export function repeatRules(m: Pick<AdminMessages, 'fieldRequired' | 'repeatPassword' | 'passwordsDiffer'>, newField: string): FormRule[] {
  return [
    { required: true, message: m.fieldRequired(m.repeatPassword) },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || value === getFieldValue(newField) ? Promise.resolve() : Promise.reject(new Error(m.passwordsDiffer)),
    }),
  ];
}
