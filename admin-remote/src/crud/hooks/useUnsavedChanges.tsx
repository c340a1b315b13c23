import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Space, type FormInstance } from 'antd';
import { addLeaveGuard, INTL_TAGS, useLocale, type Locale } from '@mfe/shared-ui';
import { useMessages } from '../../messages/messages';
import { useDiscardQuestion } from './useLeaveGuard';

// Nothing typed into an admin form is lost without asking: leaving with changes (a drawer or top
// bar link, Back, a link inside the form, Cancel, a reload or closing the tab) asks first, and
// every change is kept as a draft in localStorage (per form and record, without file contents),
// offered back when the form opens again — after a reload, or a session that ended mid-edit.

export const DRAFT_STORAGE_PREFIX = 'mfe.draft:';
/** An older draft is not offered any more. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface FormDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

type Values = Record<string, unknown>;

/** The values as compared: a file by its name and size, an empty field as no field, keys in order. */
function comparable(value: unknown): unknown {
  if (value instanceof Blob) return { file: (value as File).name, size: value.size };
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return undefined;
  if (typeof value !== 'object') return value;
  const entries = Object.keys(value)
    .sort()
    .map((key) => [key, comparable((value as Values)[key])] as const)
    .filter(([, item]) => item !== undefined);
  if (Array.isArray(value)) return entries.length ? entries.map(([, item]) => item) : undefined;
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const snapshot = (values: Values) => JSON.stringify(comparable(values)) ?? '';

function readDraft(key: string): FormDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as FormDraft | null;
    if (draft && typeof draft.savedAt === 'number' && Date.now() - draft.savedAt < DRAFT_MAX_AGE_MS && typeof draft.values === 'object') return draft;
  } catch {
    // An unreadable draft is no draft.
  }
  removeDraft(key);
  return null;
}

function writeDraft(key: string, values: Values) {
  try {
    // Files are left out: their bytes do not belong in localStorage.
    const kept = JSON.parse(JSON.stringify(values, (_name, value: unknown) => (value instanceof Blob ? undefined : value))) as Values;
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values: kept } satisfies FormDraft));
  } catch {
    // Storage full or blocked: the question on leaving still protects the changes.
  }
}

function removeDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked storage holds no draft.
  }
}

/** 'HH:MM', with the day (in the admin's language) when it was not today. */
export function draftTime(savedAt: number, now = new Date(), locale: Locale = 'en'): string {
  const at = new Date(savedAt);
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return at.toDateString() === now.toDateString() ? time : `${at.toLocaleDateString(INTL_TAGS[locale], { day: 'numeric', month: 'short' })}, ${time}`;
}

interface UnsavedChangesOptions {
  /** One draft per form and record, e.g. 'product:12' or 'vendor:new'. */
  draftKey: string;
  /** The form is filled later (edit: once the record loads) and calls filled() then; otherwise at once. */
  filledLater?: boolean;
}

/**
 * The unsaved-changes guard and the draft of one antd form. Wire `onValuesChange` to the form,
 * call `filled()` after filling it from a loaded record, `saved()` before leaving after a
 * successful save (or a delete), and render `draftNotice` above the form.
 */
export function useUnsavedChanges(form: FormInstance, { draftKey, filledLater = false }: UnsavedChangesOptions) {
  const discardQuestion = useDiscardQuestion();
  const m = useMessages();
  const locale = useLocale();
  const storageKey = DRAFT_STORAGE_PREFIX + draftKey;
  /** What the form held when filled; null until then (changes before it are not counted). */
  const baseline = useRef<string | null>(null);
  /** Unregisters the leave guard; set while the form has changes. */
  const guarded = useRef<(() => void) | null>(null);
  const [offered, setOffered] = useState<FormDraft | null>(null);

  const forget = useCallback(() => {
    guarded.current?.();
    guarded.current = null;
    removeDraft(storageKey);
    setOffered(null);
  }, [storageKey]);

  const ask = useCallback(async () => {
    const discard = await discardQuestion();
    if (discard) forget();
    return discard;
  }, [discardQuestion, forget]);

  const onValuesChange = useCallback(() => {
    if (baseline.current === null) return;
    const values = form.getFieldsValue(true) as Values;
    if (snapshot(values) === baseline.current) {
      // Back to what it was: nothing to lose.
      guarded.current?.();
      guarded.current = null;
      removeDraft(storageKey);
      return;
    }
    guarded.current ??= addLeaveGuard(ask);
    writeDraft(storageKey, values);
  }, [ask, form, storageKey]);

  const filled = useCallback(() => {
    baseline.current = snapshot(form.getFieldsValue(true) as Values);
    const draft = readDraft(storageKey);
    if (draft && snapshot(draft.values) !== baseline.current) setOffered(draft);
    else removeDraft(storageKey);
  }, [form, storageKey]);

  useEffect(() => {
    if (!filledLater) filled();
  }, [filledLater, filled]);

  // Leaving the screen (the guard let it, or the session ended by a logout) keeps the draft.
  useEffect(
    () => () => {
      guarded.current?.();
      guarded.current = null;
    },
    [],
  );

  const restore = () => {
    if (!offered) return;
    form.setFieldsValue(offered.values);
    setOffered(null);
    onValuesChange();
  };
  const dismiss = () => {
    setOffered(null);
    // What is stored now is the draft of what was typed since, if anything.
    if (!guarded.current) removeDraft(storageKey);
  };

  const draftNotice: ReactNode = offered && (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={m.restoreDraft(draftTime(offered.savedAt, new Date(), locale))}
      action={
        <Space wrap>
          <Button size="small" type="primary" onClick={restore}>
            {m.restore}
          </Button>
          <Button size="small" onClick={dismiss}>
            {m.discard}
          </Button>
        </Space>
      }
    />
  );

  /** Nothing is left to lose: leaving no longer asks, and the draft goes. */
  const saved = forget;

  return { onValuesChange, filled, saved, draftNotice };
}
