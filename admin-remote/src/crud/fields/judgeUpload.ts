// A chosen file judged in the browser by the core's rules (size, then type by its first bytes)
// and in the API's words, so a file the API would refuse is never sent.
import { SNIFF_BYTES, uploadRefusal, type UploadKind } from '@mfe/catalogue-core/uploads';

/** The API's 413/415 message for this file, or null when it would accept it. */
export async function refusalOf(kind: UploadKind, file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return uploadRefusal(kind, file.size, head)?.message ?? null;
}
