/** Spec §2: the red tag of a series flagged no_pdf (nothing to open), on its card and its page. */
export function PdfNotAvailableTag() {
  return <span className="pr-tag pr-tag--danger">PDF Not Available</span>;
}
