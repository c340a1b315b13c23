// The catalogue reads a page makes, in preview mode (issue 21). A preview read sends the staff
// token, so the API answers the staff audience (drafts included); `preview: true` in its args keeps
// that answer apart from the public one in the RTK Query cache. A public read's args are as before,
// so the server-rendered page's cache entries still match the browser's on hydration.

export type Previewable<A extends object> = A & { preview?: true };

/** The args of a read: marked as a preview in preview mode, else unchanged. */
export function withPreview<A extends object>(args: A, preview: boolean): Previewable<A> {
  return preview ? { ...args, preview: true } : args;
}

/** A read's request options: the staff token only for a preview (the API then answers drafts too). */
export function previewAuth(preview: true | undefined): { useAuth: boolean } {
  return { useAuth: preview === true };
}
