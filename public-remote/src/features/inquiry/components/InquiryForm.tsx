import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import {
  INQUIRY_FIELDS,
  type InquiryErrors,
  type InquiryFieldName,
  type InquiryModel,
  type InquirySeries,
  type InquiryValues,
  type SubmitOutcome,
} from '../types/inquiry';
import { clearDraft, readDraft, saveDraft } from '../utils/inquiryDraft';
import { InquiryField } from './InquiryField';
import './InquiryForm.css';

// The checks (with the core's messages) and the mutation load on the first focus in the form or on
// submit, not with the page: the landing page's JavaScript is budgeted. The fields are plain,
// uncontrolled inputs, so the server-rendered form is the working form and nothing shifts.
const loadSubmit = () => import(/* webpackChunkName: "inquiry-submit" */ '../utils/submitInquiry');

function valuesOf(form: HTMLFormElement): InquiryValues {
  const data = new FormData(form);
  return Object.fromEntries(INQUIRY_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as InquiryValues;
}

function fieldOf(form: HTMLFormElement | null, name: InquiryFieldName): HTMLInputElement | HTMLTextAreaElement | null {
  return form?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

/**
 * 'Request a quote': name, company, e-mail, phone and message, the series when asked from its page,
 * the models when asked from the compare page (issue 24).
 */
export function InquiryForm({ series, models }: { series?: InquirySeries; models?: InquiryModel[] }) {
  const dispatch = useAppDispatch();
  const messages = useMessages();
  const locale = useLocale();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<InquiryErrors>({});
  /** Why the last submit failed, when no field says it (429, network, API down). */
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState(false);
  /** The API's thank-you once sent; the form shows again with 'Send another'. */
  const [sentMessage, setSentMessage] = useState<string>();
  /** Bumped to move focus: to the first invalid field, or to the empty form again. */
  const [focusRequest, setFocusRequest] = useState(0);
  const seriesId = series?.id;
  const modelIds = models?.map((model) => model.id) ?? [];
  // A draft per series page, per set of models compared, and one for the general form.
  const draftScope = seriesId ?? (modelIds.length ? `models-${modelIds.join(',')}` : undefined);

  // The draft comes back after a reload (after hydration: the server rendered the form empty).
  useEffect(() => {
    if (sentMessage !== undefined) return;
    const draft = readDraft(draftScope);
    for (const field of INQUIRY_FIELDS) {
      const element = fieldOf(formRef.current, field);
      if (element && draft[field] !== undefined) element.value = draft[field];
    }
  }, [draftScope, sentMessage]);

  useEffect(() => {
    if (focusRequest === 0) return;
    if (sentMessage !== undefined) sentRef.current?.focus();
    else fieldOf(formRef.current, INQUIRY_FIELDS.find((field) => errors[field]) ?? 'name')?.focus();
    // Only a new request moves focus; errors and sentMessage are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    saveDraft(draftScope, valuesOf(event.currentTarget));
    const name = (event.target as HTMLInputElement).name as InquiryFieldName;
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const website = String(new FormData(form).get('website') ?? '');
    setSending(true);
    setNotice(undefined);
    let outcome: SubmitOutcome;
    try {
      const { submitInquiry } = await loadSubmit();
      const body = { ...valuesOf(form), mt_product_series_id: seriesId ?? null, ...(modelIds.length ? { mt_product_ids: modelIds } : {}), website };
      outcome = await submitInquiry(dispatch, body, { locale, messages });
    } catch {
      outcome = { kind: 'failed', message: messages.formNotLoaded };
    }
    setSending(false);
    if (outcome.kind === 'sent') {
      clearDraft(draftScope);
      setErrors({});
      setSentMessage(outcome.message);
      setFocusRequest((n) => n + 1);
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setNotice(outcome.message);
      setFocusRequest((n) => n + 1);
    } else {
      setNotice(outcome.message);
    }
  };

  const sendAnother = () => {
    setSentMessage(undefined);
    setFocusRequest((n) => n + 1);
  };

  if (sentMessage !== undefined) {
    return (
      <div className="pr-inquiry-form pr-inquiry-form--sent" role="status">
        <h3 ref={sentRef} className="pr-inquiry-form__sent-title" tabIndex={-1}>
          {messages.requestSent}
        </h3>
        <p>{sentMessage}</p>
        <button type="button" className="pr-button pr-button--ghost" onClick={sendAnother}>
          {messages.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="pr-inquiry-form"
      noValidate
      aria-label={series ? messages.requestQuoteFor(series.name) : messages.requestQuote}
      aria-busy={sending}
      onFocus={() => void loadSubmit().catch(() => undefined)}
      onInput={onInput}
      onSubmit={(event) => void onSubmit(event)}
    >
      {series && (
        <p className="pr-inquiry-form__about">
          {messages.inquiryAbout} <strong>{series.name}</strong>
        </p>
      )}
      {models && models.length > 0 && (
        <p className="pr-inquiry-form__about">
          {messages.inquiryAboutModels} <strong>{models.map((model) => model.name).join(', ')}</strong>
        </p>
      )}
      <div className="pr-inquiry-form__grid">
        <InquiryField idPrefix={idPrefix} name="name" label={messages.fieldName} required autoComplete="name" error={errors.name} />
        <InquiryField idPrefix={idPrefix} name="company" label={messages.fieldCompany} autoComplete="organization" error={errors.company} />
        <InquiryField
          idPrefix={idPrefix}
          name="email"
          label={messages.fieldEmail}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email}
        />
        <InquiryField
          idPrefix={idPrefix}
          name="phone"
          label={messages.fieldPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone}
        />
        <InquiryField idPrefix={idPrefix} name="message" label={messages.fieldMessage} required multiline autoComplete="off" error={errors.message} />
      </div>
      {/* The honeypot: off-screen (not display:none, which some bots skip), out of the tab order and
          hidden from assistive tech; a person never fills it, the API drops what arrives with it. */}
      <div className="pr-inquiry-form__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{messages.fieldWebsite}</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {notice && (
        <p className="pr-inquiry-form__notice" role="alert">
          {notice}
        </p>
      )}
      <div className="pr-inquiry-form__actions">
        <button type="submit" className="pr-button" disabled={sending}>
          {sending && <span className="pr-spinner pr-inquiry-form__spinner" aria-hidden="true" />}
          {sending ? messages.sending : messages.sendRequest}
        </button>
        <span className="pr-inquiry-form__hint">{messages.requiredHint}</span>
      </div>
    </form>
  );
}
