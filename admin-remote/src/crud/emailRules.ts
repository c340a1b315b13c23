import type { FormRule } from 'antd';
import { EMAIL_MAX, EMAIL_PATTERN } from '@mfe/catalogue-core/rules';

/**
 * An e-mail field's rules, the API's own: filled, at most EMAIL_MAX characters, an address by
 * EMAIL_PATTERN. The field's item sets validateFirst, so one message shows at a time.
 */
export function emailRules(requiredMessage: string, invalidMessage: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: requiredMessage },
    { max: EMAIL_MAX, message: invalidMessage },
    { pattern: EMAIL_PATTERN, message: invalidMessage },
  ];
}
