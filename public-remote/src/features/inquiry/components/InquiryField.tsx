import type { HTMLAttributes } from 'react';
import { useMessages } from '../../../messages/messages';
import type { InquiryFieldName } from '../types/inquiry';

interface InquiryFieldProps {
  /** The form's useId prefix, so ids stay unique and match between server and browser. */
  idPrefix: string;
  name: InquiryFieldName;
  label: string;
  required?: boolean;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: string;
  multiline?: boolean;
}

/** One labelled field of the inquiry form, uncontrolled; its message below it, tied to it for screen readers. */
export function InquiryField({
  idPrefix,
  name,
  label,
  required = false,
  error,
  type = 'text',
  inputMode,
  autoComplete,
  multiline = false,
}: InquiryFieldProps) {
  const messages = useMessages();
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    autoComplete,
    className: 'pr-inquiry-field__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`pr-inquiry-field pr-inquiry-field--${name}`}>
      <label className="pr-inquiry-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="pr-inquiry-field__mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="pr-inquiry-field__optional">{messages.fieldOptional}</span>
        )}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} inputMode={inputMode} />}
      {error && (
        <p id={errorId} className="pr-inquiry-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
