// A ZIP file written as it goes (issue 24's XLSX exports): each entry's local header goes out
// before its data, the data is deflated as it is pulled, and its CRC-32 and sizes follow it in a
// data descriptor (general-purpose bit 3), so nothing is held but zlib's window and the chunk in
// hand; the central directory, a few dozen bytes per entry, ends the file. A pull stream: nothing is
// read from an entry's content before the consumer asks for more bytes (a slow client slows the
// reads). No ZIP64: an entry or a file of 4 GB or more fails the stream (the consumer sees an
// error, never a file with wrapped sizes); the exports are far below it (docs/architecture.md).
import { pipeline, Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/** A file in the ZIP: its path and its content, pulled a chunk at a time. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The largest size or offset a ZIP without ZIP64 records (0xffffffff itself means "see ZIP64"). */
const ZIP32_MAX = 0xfffffffe;
/** Version 2.0: deflate and data descriptors. */
const VERSION = 20;
/** Bit 3: CRC and sizes in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** A time as MS-DOS stores it (2-second steps, local fields taken in UTC). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: (Math.max(0, at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function within32(bytes: number, what: string): number {
  if (bytes > ZIP32_MAX) throw new Error(`ZIP ${what} of ${bytes} bytes needs ZIP64, which this writer does not write`);
  return bytes;
}

/** The content as bytes, counted into the entry's CRC and size as it is pulled. */
async function* counted(content: ZipEntry['content'], entry: Written): AsyncIterable<Buffer> {
  for await (const piece of content) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    if (!bytes.length) continue;
    entry.crc = crc32(bytes, entry.crc);
    entry.size = within32(entry.size + bytes.length, 'entry');
    yield bytes;
  }
}

/** The ZIP of those entries, in order, a chunk at a time. */
export async function* zipChunks(entries: Iterable<ZipEntry>, modified = new Date()): AsyncGenerator<Buffer> {
  const { time, date } = dosTime(modified);
  const written: Written[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes (14-25) are zero here: the data descriptor carries them.
    header.writeUInt16LE(entry.name.length, 26);
    yield Buffer.concat([header, entry.name]);
    offset += header.length + entry.name.length;
    // pipeline destroys both streams on either's failure, so the iteration below throws it.
    const deflated = pipeline(
      Readable.from(counted(content, entry), { objectMode: false }),
      createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION }),
      () => {},
    );
    for await (const chunk of deflated as AsyncIterable<Buffer>) {
      entry.compressed = within32(entry.compressed + chunk.length, 'entry');
      offset = within32(offset + chunk.length, 'file');
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset = within32(offset + descriptor.length, 'file');
    written.push(entry);
  }
  const directory = written.map((entry) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(CENTRAL_HEADER, 0);
    record.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes, version 2.0
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    // Extra field, comment, disk, attributes (30-41): none.
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  });
  const directorySize = within32(
    directory.reduce((sum, record) => sum + record.length, 0),
    'directory',
  );
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(within32(offset, 'file'), 16);
  yield Buffer.concat([...directory, end]);
}
