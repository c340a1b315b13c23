// A long write's answer with its progress (issue 24: the product import), as the API streams it when
// asked with Accept: application/x-ndjson: one JSON value a line, {"progress":…} as the work goes,
// then the answer's body, or a failure's {message, status} (the work failed after the first line).
// A subpath of its own (@mfe/shared-ui/api/progress-lines): only the admin's import reads it, and
// the package's main entry is loaded by every public page.
import type { StreamedAnswer } from './baseQuery';

export const NDJSON_TYPE = 'application/x-ndjson';

/** What a streamed answer ended with: the body of a success, or a failure's status and body. */
export type StreamedEnd = { data: unknown } | { status: number; error: { message: string } & Record<string, unknown> };

const isProgress = (value: unknown): value is { progress: unknown } => typeof value === 'object' && value !== null && 'progress' in value;

/**
 * A reader of the answer's text as it grows (XMLHttpRequest's responseText): every complete line
 * not read yet is parsed, and a progress line's value handed to `onProgress`.
 */
function progressReader(onProgress: (progress: unknown) => void): (textSoFar: string) => void {
  let read = 0;
  return (text) => {
    for (let end = text.indexOf('\n', read); end >= 0; end = text.indexOf('\n', read)) {
      const line = text.slice(read, end);
      read = end + 1;
      if (!line.trim()) continue;
      const value: unknown = JSON.parse(line);
      if (isProgress(value)) onProgress(value.progress);
    }
  };
}

/** The end of a whole streamed answer: its last line, a body with `data` being the success. */
function streamedEnd(text: string): StreamedEnd {
  const last = text.trimEnd().split('\n').at(-1) ?? '';
  const value = (last ? JSON.parse(last) : {}) as Record<string, unknown>;
  if ('data' in value) return { data: value };
  const { status, ...error } = value;
  return { status: typeof status === 'number' ? status : 500, error: { message: String(error.message ?? ''), ...error } };
}

/**
 * A call's answer followed line by line (RequestArgs.streamed): each progress line's value to
 * `onProgress` as it arrives, the call's answer from the last line; plain JSON (the demo, an older
 * API) is taken as usual, with no progress.
 */
export function progressLines(onProgress: (progress: unknown) => void): StreamedAnswer {
  return {
    accept: `${NDJSON_TYPE}, application/json`,
    read: progressReader(onProgress),
    end: (contentType, text) => (contentType.includes(NDJSON_TYPE) ? streamedEnd(text) : { data: text ? JSON.parse(text) : undefined }),
  };
}
