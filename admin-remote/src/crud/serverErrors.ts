import type { FormInstance } from 'antd';
import type { RequestError } from '@mfe/shared-ui';

/**
 * Puts a 422's field messages on the fields they name and returns true; other failures (already
 * announced by the base query's snackbar) return false. The typed values stay as they are.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, fieldNames: string[]): boolean {
  const failure = error as Partial<RequestError> | undefined;
  const errors = failure?.data?.errors;
  if (!errors) return false;
  const known = new Set(fieldNames);
  const fields = Object.entries(errors)
    .filter(([name]) => known.has(name))
    .map(([name, messages]) => ({ name, errors: messages }));
  form.setFields(fields);
  return fields.length > 0;
}
