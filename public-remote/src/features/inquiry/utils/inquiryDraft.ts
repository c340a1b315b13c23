import { INQUIRY_FIELDS, type InquiryValues } from '../types/inquiry';

// What a visitor typed survives a reload of the tab until it is sent (sessionStorage: this tab only,
// gone when it closes). One draft per series page, per set of compared models (issue 24), and one
// for the general form.

const draftKey = (scope: number | string | undefined) => `mfe.inquiry-draft:${scope ?? 'general'}`;

export function readDraft(scope: number | string | undefined): Partial<InquiryValues> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey(scope)) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const draft: Partial<InquiryValues> = {};
    for (const field of INQUIRY_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {}; // storage blocked or not JSON: no draft
  }
}

export function saveDraft(scope: number | string | undefined, values: InquiryValues): void {
  try {
    if (INQUIRY_FIELDS.some((field) => values[field] !== '')) sessionStorage.setItem(draftKey(scope), JSON.stringify(values));
    else sessionStorage.removeItem(draftKey(scope));
  } catch {
    // storage full or blocked: the form works without a draft
  }
}

export function clearDraft(scope: number | string | undefined): void {
  try {
    sessionStorage.removeItem(draftKey(scope));
  } catch {
    // storage blocked: nothing was kept
  }
}
