import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance, FormProps } from 'antd';
import { showServerFieldErrors, type ServerErrorTargets } from '../serverErrors';
import { useGoBack, useReturnWithToast } from './useGoBack';
import { useUnsavedChanges } from './useUnsavedChanges';
import { useLocale, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';

/** What the controller reads of the record's query (an RTK Query result; skipped when creating). */
export interface RecordLoad<R> {
  data?: R;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The values an antd form is filled with. */
type FillValues<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

/** What a successful save does: back one screen with the toast (a record's form), or stay with what was saved in the form (the site settings: one record, no list). */
export type AfterSave = 'back' | 'stay';

/** Which record the form holds: a record's id; the site settings, the one record without an id, are always the same. */
const recordKey = (record: object): unknown => ('id' in record ? record.id : 'the one record');

export interface EditControllerOptions<R extends object, V> {
  form: FormInstance<V>;
  /** Editing a stored record (loaded by `load`), or creating one (nothing to load: the form is filled at once). */
  editing: boolean;
  load: RecordLoad<R>;
  /** The form's values from the loaded record. */
  toFormValues: (record: R) => FillValues<V>;
  /** Sends the save; resolves to the server's answer, or to null when it failed and said why itself. */
  save: (values: V) => Promise<{ message?: string } | null>;
  /** The success toast when the server's answer carries no message (§4). */
  savedMessage: string;
  /** Where a refused save's field messages (a 422's `errors`, a 413 / 415) go. */
  errorTargets: ServerErrorTargets;
  /** The list a save or Cancel returns to when no screen of ours is behind the form (opened directly). */
  listPath: string;
  /** 'back' unless said. */
  afterSave?: AfterSave;
  /** The form's draft, per record: 'product:12', 'vendor:new', 'inquiry:4'. */
  draftKey: string;
}

/**
 * The edit sequence of every admin form, under its view (as react-admin's useEditController): the
 * record's load and its failure, the form filled once per loaded record, the save with its
 * refusals put on the fields, and after a success the way back with the toast. The unsaved-changes
 * guard and draft come with it. The view renders what it returns and spreads `formProps` on its Form.
 */
export function useEditController<R extends object, V>(options: EditControllerOptions<R, V>) {
  const { form, editing, load, toFormValues, save, savedMessage, errorTargets, listPath, draftKey, afterSave = 'back' } = options;
  const returnWithToast = useReturnWithToast(listPath);
  const goBack = useGoBack(listPath);
  const unsaved = useUnsavedChanges(form, { draftKey, filledLater: editing });
  const { filled, saved } = unsaved;
  const [saving, setSaving] = useState(false);
  const locale = useLocale();
  const snackbar = useSnackbar();
  const filledFrom = useRef<unknown>(null);
  // Filled once per loaded record: a background refetch must not overwrite what is typed (the
  // mapping is a new function each render; the record's id decides).
  const record = load.data;
  useEffect(() => {
    if (!record || filledFrom.current === recordKey(record)) return;
    filledFrom.current = recordKey(record);
    form.setFieldsValue(toFormValues(record));
    filled();
  }, [record, form, filled, toFormValues]);

  const submit = async (values: V) => {
    setSaving(true);
    try {
      const answer = await save(values);
      if (!answer) return;
      saved();
      if (afterSave === 'back') return returnWithToast(answer.message, savedMessage);
      // Staying: what the form holds is saved, so it is what a change is measured from now.
      filled();
      snackbar.success(translateMessage(answer.message || savedMessage, locale));
    } catch (error) {
      // Not announced on the fields (a 500, no network): the base query's snackbar said why.
      showServerFieldErrors(form, error, errorTargets, locale);
    } finally {
      setSaving(false);
    }
  };

  const { refetch } = load;
  const retry = useCallback(() => void refetch(), [refetch]);
  // The stored record changed under the form (a revert from its Change history): the record the
  // refetch brings fills the form again, as a newly loaded one.
  const refillOnNextLoad = useCallback(() => {
    filledFrom.current = null;
  }, []);

  const formProps = {
    form,
    layout: 'vertical',
    onFinish: submit,
    onValuesChange: unsaved.onValuesChange,
  } satisfies FormProps<V>;

  return {
    record,
    /** The record is being loaded (editing only). */
    loading: editing && load.isLoading,
    /** The record could not be loaded: the view shows RecordLoadFailed with `retry`. */
    loadFailed: editing && load.isError,
    retry,
    /** A save is on its way: the form is disabled and its submit button spins. */
    saving,
    formProps,
    /** 'Restore your unsaved draft…?', rendered above the form. */
    draftNotice: unsaved.draftNotice,
    /** Cancel: back one screen, or to the list. */
    goBack,
    /** Leaving on purpose after something other than a save (a delete): nothing left to ask about. */
    forgetChanges: saved,
    /** The stored record was changed elsewhere on purpose (a revert): the next load of it refills the form. */
    refillOnNextLoad,
  };
}
