import { INQUIRY_FIELDS, type InquiryValues } from '../types/inquiry';

// What a visitor typed survives a reload of the tab until it is sent (sessionStorage: this tab only,
// gone when it closes). One draft per series page, and one for the general form.

const draftKey = (seriesId: number | undefined) => `mfe.inquiry-draft:${seriesId ?? 'general'}`;

export function readDraft(seriesId: number | undefined): Partial<InquiryValues> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey(seriesId)) ?? '{}');
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

export function saveDraft(seriesId: number | undefined, values: InquiryValues): void {
  try {
    if (INQUIRY_FIELDS.some((field) => values[field] !== '')) sessionStorage.setItem(draftKey(seriesId), JSON.stringify(values));
    else sessionStorage.removeItem(draftKey(seriesId));
  } catch {
    // storage full or blocked: the form works without a draft
  }
}

export function clearDraft(seriesId: number | undefined): void {
  try {
    sessionStorage.removeItem(draftKey(seriesId));
  } catch {
    // storage blocked: nothing was kept
  }
}
