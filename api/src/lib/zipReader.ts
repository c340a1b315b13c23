// A ZIP read whole from memory, each entry unpacked within a budget and checked against its CRC
// (issue 24's XLSX import): exceljs unpacks an XLSX whole in memory, trusting what its entries say,
// so the import first unpacks them here, where an entry that unpacks to more than it declares is
// cut off at the budget instead of taking the process down. Also how the tests read the exports'
// ZIPs back, CRCs included.
import { crc32, inflateRawSync } from 'node:zlib';

/** An entry as the central directory describes it. */
export interface ZipDirectoryEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  /** What the entry says it unpacks to (Infinity for a ZIP64 size). */
  size: number;
  localOffset: number;
}

/** Why a ZIP was not read: it unpacks to more than the budget, or it is not a ZIP this reads (stored or deflated, CRCs right). */
export class ZipRefused extends Error {
  constructor(readonly reason: 'too-large' | 'broken') {
    super(reason === 'too-large' ? 'The ZIP unpacks to more than allowed' : 'Not a readable ZIP');
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The central directory's entries; null when the file has none that can be read. */
export function zipDirectory(bytes: Uint8Array): ZipDirectoryEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-directory record: 22 bytes and a comment of at most 65,535, at the file's end.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end--) {
    if (view.getUint32(end, true) !== END_OF_DIRECTORY) continue;
    const count = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    const entries: ZipDirectoryEntry[] = [];
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_HEADER) return null;
      const nameLength = view.getUint16(at + 28, true);
      const size = view.getUint32(at + 24, true);
      entries.push({
        name: Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8'),
        method: view.getUint16(at + 10, true),
        crc: view.getUint32(at + 16, true),
        compressedSize: view.getUint32(at + 20, true),
        size: size === 0xffffffff ? Infinity : size,
        localOffset: view.getUint32(at + 42, true),
      });
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return entries;
  }
  return null;
}

/**
 * Each entry with its unpacked bytes, in the directory's order, their total held to maxBytes
 * whatever the entries declare (inflate stops at the remaining budget); ZipRefused for too much or
 * for a broken entry (a CRC or a size that does not match, a method other than stored or deflate).
 */
export function* unpackedEntries(bytes: Uint8Array, maxBytes: number): Generator<{ entry: ZipDirectoryEntry; data: Buffer }> {
  const directory = zipDirectory(bytes);
  if (!directory) throw new ZipRefused('broken');
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = maxBytes;
  for (const entry of directory) {
    if (entry.size > left) throw new ZipRefused('too-large');
    const at = entry.localOffset;
    if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipRefused('broken');
    const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
    if (start + entry.compressedSize > file.length) throw new ZipRefused('broken');
    const packed = file.subarray(start, start + entry.compressedSize);
    let data: Buffer;
    if (entry.method === STORED) data = packed;
    else if (entry.method === DEFLATED) {
      try {
        data = inflateRawSync(packed, { maxOutputLength: Math.max(1, left) });
      } catch (error) {
        throw new ZipRefused((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'broken');
      }
    } else throw new ZipRefused('broken');
    if (data.length > left) throw new ZipRefused('too-large');
    if (data.length !== entry.size || crc32(data) !== entry.crc) throw new ZipRefused('broken');
    left -= data.length;
    yield { entry, data };
  }
}
