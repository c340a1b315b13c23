// Uploads of the suite: a few bytes with the right (or wrong) magic numbers, and the multipart
// bodies that carry them. The adapters judge a file by its first bytes, never by its name or type.

export interface UploadFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** The file name the browser would send. */
  name: string;
  /** The declared content type. */
  type: string;
}

const ascii = (text: string) => new TextEncoder().encode(text);

/** A 1×1 PNG. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01,
  0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00, 0x0c, 0x49, 0x44, 0x41, 0x54, 0x08, 0xd7, 0x63, 0xf8, 0xcf, 0xc0, 0x00,
  0x00, 0x03, 0x01, 0x01, 0x00, 0xc9, 0xfe, 0x92, 0xef, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
/** A JPEG's start and end markers around some filler. */
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(32).fill(1), 0xff, 0xd9]);
export const PDF = ascii('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** Neither a JPEG, a PNG nor a PDF. */
export const GIF = ascii('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
export const EMPTY = new Uint8Array(0);

export const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string): UploadFile => ({ bytes, name, type });

/** A multipart body: text fields (null sends '', undefined leaves the field out) and files. */
export function formOf(fields: Record<string, string | number | null | undefined>, files: Record<string, UploadFile> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value === null ? '' : String(value));
  for (const [key, file] of Object.entries(files)) form.append(key, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}
