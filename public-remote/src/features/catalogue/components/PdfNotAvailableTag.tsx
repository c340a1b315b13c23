import { useMessages } from '../../../messages/messages';

/** Spec §2: the red tag of a series flagged no_pdf (nothing to open), on its card and its page. */
export function PdfNotAvailableTag() {
  const messages = useMessages();
  return <span className="pr-tag pr-tag--danger">{messages.pdfNotAvailable}</span>;
}
