import { useState } from 'react';
import { useLocale } from '@mfe/shared-ui';
import { refusalOutsideFields, type ServerErrorTargets } from '../../../crud/serverErrors';

/**
 * A user form's refusal that names none of its fields (a 409: the last active admin, oneself), to
 * show above the form: `saving` runs a save, forgetting the last refusal first and keeping a new
 * one (a refusal on a field is the edit controller's, which the save's error still reaches).
 */
export function useRefusalOutsideFields(targets: ServerErrorTargets) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const locale = useLocale();

  async function saving<T>(save: () => Promise<T>): Promise<T> {
    setRefusal(null);
    try {
      return await save();
    } catch (error) {
      setRefusal(refusalOutsideFields(error, targets, locale));
      throw error;
    }
  }

  return { refusal, saving };
}
