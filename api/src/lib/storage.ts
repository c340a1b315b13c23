// File storage: images/ and files/ with generated names for uploads, seed/ with the demo
// catalogue's fixed names (@mfe/catalogue-core/seed's file plan); /storage/{path} only serves names of those forms.
//  - Storage: the folder STORAGE_DIR (the embedded default). Files go to this process's own temp
//    folder (.tmp/<pid>-<random>/) first and are renamed into place.
//  - DatabaseStorage: the bytes in the tables stored_file / stored_chunk (STORAGE=database, the
//    default with DATABASE_URL), so that every replica serves what any replica stored. Uploads
//    are still staged in the local temp folder, then copied into the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  acceptedMime,
  isMasterPath,
  maxBytesOf,
  SNIFF_BYTES,
  tooLarge,
  UPLOAD_EXTENSIONS,
  type UploadKind,
  type UploadMime,
} from '@mfe/catalogue-core';
import type { Database } from '../db';
import { DIR_MODE, FILE_MODE, ownerOnlyDir, tightenTree } from '../db/files';

/** The multipart parser's own cap on a file part: the largest any upload kind may be. */
export { PDF_MAX_BYTES } from '@mfe/catalogue-core';

/** An upload received into this process's temp folder, accepted (type by content, size) but not yet kept. */
export interface StagedFile {
  kind: UploadKind;
  tmpPath: string;
  size: number;
  mime: UploadMime;
  filename: string;
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * Only these names are ever stored and served: images/<hex>.png|jpg, files/<hex>.pdf,
 * seed/<name>.png|pdf, and the variants of an image master, variants/<master>/w<width>.<format>.
 */
const SERVABLE =
  /^(images\/[a-z0-9_-]{1,80}\.(png|jpe?g)|files\/[a-z0-9_-]{1,80}\.pdf|seed\/[a-z0-9-]{1,80}\.(png|pdf)|variants\/(images\/[a-z0-9_-]{1,80}\.(png|jpe?g)|seed\/[a-z0-9-]{1,80}\.png)\/w\d{1,4}\.(avif|webp|jpg|png))$/;

/** The folder (or path prefix) of a master's variants. */
const variantsOf = (master: string) => `variants/${master}/`;

/** Upload folders whose files belong to an asset row (seed/ has fixed names, rewritten by the seed). */
const ASSET_DIRS = ['images', 'files'] as const;

/** A stored file as /storage serves it. */
export interface StoredFile {
  size: number;
  mtime: Date;
  stream(): Readable;
}

export class Storage {
  readonly kind: 'local' | 'database' = 'local';
  /** The shared temp folder; each process stages in its own sub-folder (tmpDir). */
  readonly tmpRoot: string;
  /** This process's temp folder: names never collide with another process's on the same storage. */
  readonly tmpDir: string;
  /** The root with symbolic links resolved (set by init): nothing outside it is ever served. */
  private realRoot: string;
  constructor(readonly root: string) {
    this.tmpRoot = path.join(root, '.tmp');
    this.tmpDir = path.join(this.tmpRoot, `${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    this.realRoot = root;
  }

  /**
   * Create the folders (owner-only, and existing files made 0600). Temp files of a crash are
   * removed by sweep() once they are older than its grace period, not here: another process
   * sharing the folder may be writing its own right now.
   */
  async init(): Promise<void> {
    ownerOnlyDir(this.root);
    for (const sub of [...ASSET_DIRS, '.tmp']) ownerOnlyDir(path.join(this.root, sub));
    ownerOnlyDir(this.tmpDir);
    await tightenTree(this.root);
    this.realRoot = await fsp.realpath(this.root);
  }

  /** Remove this process's temp folder (at close). */
  async close(): Promise<void> {
    await fsp.rm(this.tmpDir, { recursive: true, force: true });
  }

  /** This process's temp folder (made again if a sweep of another process removed it while empty). */
  protected async tmpFile(): Promise<string> {
    await fsp.mkdir(this.tmpDir, { recursive: true, mode: DIR_MODE });
    return path.join(this.tmpDir, `${crypto.randomBytes(12).toString('hex')}.part`);
  }

  static generatedName(ext: string): string {
    return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  }

  /**
   * Stream an upload to this process's temp folder and judge it as the core does (its first bytes,
   * its size): 413 / 415 CatalogueError, the stream always drained and the temp file removed first.
   * An empty file part is no upload (null).
   */
  async stage(stream: Readable, kind: UploadKind, filename: string): Promise<StagedFile | null> {
    const max = maxBytesOf(kind);
    const tmpPath = await this.tmpFile();
    let size = 0;
    let head = Buffer.alloc(0);
    let tooBig = false;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (size > max) {
          tooBig = true;
          cb(); // keep draining, write nothing more
          return;
        }
        cb(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, fs.createWriteStream(tmpPath, { mode: FILE_MODE }));
      const truncated = (stream as Readable & { truncated?: boolean }).truncated;
      if (tooBig || truncated) throw tooLarge(kind);
      if (size === 0) {
        await fsp.rm(tmpPath, { force: true });
        return null;
      }
      return { kind, tmpPath, size, mime: acceptedMime(kind, head), filename };
    } catch (e) {
      await fsp.rm(tmpPath, { force: true });
      throw e;
    }
  }

  /** A staged upload with other bytes in its place (an image's master): same temp file, the new size and type. */
  async restage(f: StagedFile, bytes: Uint8Array, mime: UploadMime): Promise<StagedFile> {
    await fsp.writeFile(f.tmpPath, bytes, { mode: FILE_MODE });
    return { ...f, size: bytes.length, mime };
  }

  /** Move a staged file into place; returns its storage-relative path. */
  async commit(f: StagedFile): Promise<string> {
    const rel = Storage.pathFor(f);
    await fsp.rename(f.tmpPath, path.join(this.root, rel));
    return rel;
  }

  /** Where an upload is kept: images/<hex>.png|jpg, files/<hex>.pdf. */
  protected static pathFor(f: StagedFile): string {
    return `${f.kind === 'image' ? 'images' : 'files'}/${Storage.generatedName(UPLOAD_EXTENSIONS[f.mime])}`;
  }

  /** Write bytes at a fixed servable path (the demo seed's files): temp then rename. */
  async writeAt(rel: string, bytes: Buffer): Promise<string> {
    const abs = this.resolve(rel);
    if (!abs) throw new Error(`Not a storage path: ${rel}`);
    if (isMasterPath(rel)) await this.removeVariants(rel); // a master with new pixels under its old name
    const tmp = await this.tmpFile();
    await fsp.mkdir(path.dirname(abs), { recursive: true, mode: DIR_MODE });
    await fsp.writeFile(tmp, bytes, { mode: FILE_MODE });
    await fsp.rename(tmp, abs);
    return rel;
  }

  async discard(f: StagedFile | null | undefined): Promise<void> {
    if (f) await fsp.rm(f.tmpPath, { force: true });
  }

  /** Remove a stored file, and the variants of an image master with it. */
  async remove(rel: string | null | undefined): Promise<void> {
    const abs = rel ? this.resolve(rel) : null;
    if (abs) await fsp.rm(abs, { force: true });
    if (rel && abs && isMasterPath(rel)) await this.removeVariants(rel);
  }

  protected async removeVariants(master: string): Promise<void> {
    await fsp.rm(path.join(this.root, variantsOf(master)), { recursive: true, force: true });
  }

  /** A servable file (size, modification time, its bytes), or null. */
  async open(rel: string): Promise<StoredFile | null> {
    const f = await this.realFile(rel);
    if (!f) return null;
    return { size: f.st.size, mtime: f.st.mtime, stream: () => fs.createReadStream(f.abs) };
  }

  /**
   * The real path of a servable file, or null: symbolic links are resolved and anything that
   * ends up outside the storage root (or is not a regular file) is refused.
   */
  async realFile(rel: string): Promise<{ abs: string; st: fs.Stats } | null> {
    const abs = this.resolve(rel);
    if (!abs) return null;
    try {
      const real = await fsp.realpath(abs);
      if (!real.startsWith(this.realRoot + path.sep)) return null;
      const st = await fsp.stat(real);
      return st.isFile() ? { abs: real, st } : null;
    } catch {
      return null;
    }
  }

  /**
   * Remove upload files no asset row links to, and temp files left by a crash. Files are listed
   * before the rows are read, and only files older than `graceMs` go: an upload is renamed into
   * place before its row is inserted (and a row is deleted before its file), so a file without a
   * row is either an orphan or an upload whose row is seconds from being written.
   */
  async sweep(linkedPaths: () => Promise<Iterable<string>>, graceMs: number): Promise<{ orphans: number; temp: number }> {
    const before = Date.now() - graceMs;
    const candidates: string[] = [];
    for (const sub of ASSET_DIRS) for (const n of await oldFiles(path.join(this.root, sub), before)) candidates.push(`${sub}/${n}`);
    // Variants whose upload's master is no longer linked: a folder per master, variants/images/<name>/
    // (a seed picture's go when the seed rewrites it: writeAt).
    for (const n of await oldEntries(path.join(this.root, 'variants/images'), before, 'folder')) candidates.push(`images/${n}/`);
    const linked = new Set(await linkedPaths());
    let orphans = 0;
    for (const rel of candidates) {
      if (!rel.endsWith('/')) {
        if (linked.has(rel)) continue;
        await fsp.rm(path.join(this.root, rel), { force: true });
        orphans++;
        continue;
      }
      const master = rel.slice(0, -1);
      if (linked.has(master)) continue;
      await this.removeVariants(master);
      orphans++;
    }
    return { orphans, temp: await this.sweepTemp(before) };
  }

  /**
   * Temp files older than `before`, in .tmp and in every process's sub-folder, and the empty
   * sub-folders of processes gone (an empty folder of a live process is made again on its next upload).
   */
  protected async sweepTemp(before: number): Promise<number> {
    let temp = 0;
    const rmOld = async (dir: string) => {
      const names = await oldFiles(dir, before);
      await Promise.all(names.map((n) => fsp.rm(path.join(dir, n), { force: true })));
      temp += names.length;
    };
    await rmOld(this.tmpRoot);
    for (const e of await fsp.readdir(this.tmpRoot, { withFileTypes: true }).catch(() => [] as fs.Dirent[])) {
      if (!e.isDirectory()) continue;
      const dir = path.join(this.tmpRoot, e.name);
      await rmOld(dir);
      if (dir === this.tmpDir) continue;
      const st = await fsp.lstat(dir).catch(() => null);
      if (st && st.mtimeMs < before) await fsp.rmdir(dir).catch(() => undefined); // only if empty
    }
    return temp;
  }

  /** The absolute path of a servable storage path, or null (traversal, unknown form). */
  resolve(rel: string): string | null {
    if (!SERVABLE.test(rel)) return null;
    const abs = path.resolve(this.root, rel);
    const root = path.resolve(this.root) + path.sep;
    return abs.startsWith(root) ? abs : null;
  }
}

/** Names of the regular files (or folders) in `dir` last modified before `before` (ms). */
async function oldEntries(dir: string, before: number, kind: 'file' | 'folder' = 'file'): Promise<string[]> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const out: string[] = [];
  for (const n of names) {
    const st = await fsp.lstat(path.join(dir, n)).catch(() => null);
    if (st && (kind === 'file' ? st.isFile() : st.isDirectory()) && st.mtimeMs < before) out.push(n);
  }
  return out;
}
const oldFiles = (dir: string, before: number) => oldEntries(dir, before);

/** Bytes per row of stored_chunk: a file is read and written a chunk at a time. */
export const CHUNK_BYTES = 1024 * 1024;

const toBuffer = (v: Uint8Array | Buffer): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength));

/**
 * File bytes in the database (stored_file + stored_chunk): what one replica stores, every replica
 * serves. The local folder only holds this process's temp files (uploads being received).
 * Order as with the folder: an upload's bytes are committed before its asset row, a row is
 * deleted before its bytes, and sweep() removes bytes no row links to after the grace period.
 */
export class DatabaseStorage extends Storage {
  override readonly kind = 'database' as const;
  constructor(
    root: string,
    private d: Database,
  ) {
    super(root);
  }

  override async commit(f: StagedFile): Promise<string> {
    const rel = Storage.pathFor(f);
    const fh = await fsp.open(f.tmpPath, 'r');
    try {
      await this.d.transaction(async (q) => {
        await q('INSERT INTO stored_file (path, size) VALUES ($1, $2)', [rel, f.size]);
        const buf = Buffer.alloc(Math.min(CHUNK_BYTES, f.size));
        for (let n = 0, pos = 0; pos < f.size; n++) {
          const { bytesRead } = await fh.read(buf, 0, Math.min(CHUNK_BYTES, f.size - pos), pos);
          if (bytesRead <= 0) throw new Error(`${f.tmpPath} is shorter than ${f.size} bytes`);
          await q('INSERT INTO stored_chunk (path, n, data) VALUES ($1, $2, $3)', [rel, n, buf.subarray(0, bytesRead)]);
          pos += bytesRead;
        }
      });
    } finally {
      await fh.close();
    }
    await fsp.rm(f.tmpPath, { force: true });
    return rel;
  }

  override async writeAt(rel: string, bytes: Buffer): Promise<string> {
    if (!this.resolve(rel)) throw new Error(`Not a storage path: ${rel}`);
    await this.d.transaction(async (q) => {
      // The row lock of the upsert orders simultaneous writers of one path (replicas seeding at once).
      await q('INSERT INTO stored_file (path, size) VALUES ($1, $2) ON CONFLICT (path) DO UPDATE SET size = EXCLUDED.size, modified_at = now()', [
        rel,
        bytes.length,
      ]);
      await q('DELETE FROM stored_chunk WHERE path = $1', [rel]);
      for (let n = 0; n * CHUNK_BYTES < bytes.length; n++) {
        await q('INSERT INTO stored_chunk (path, n, data) VALUES ($1, $2, $3)', [rel, n, bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES)]);
      }
    });
    return rel;
  }

  override async remove(rel: string | null | undefined): Promise<void> {
    if (!rel || !this.resolve(rel)) return;
    await this.d.query('DELETE FROM stored_file WHERE path = $1', [rel]);
    if (isMasterPath(rel)) await this.removeVariants(rel);
  }

  protected override async removeVariants(master: string): Promise<void> {
    const prefix = variantsOf(master);
    await this.d.query('DELETE FROM stored_file WHERE left(path, length($1)) = $1', [prefix]);
  }

  override async open(rel: string): Promise<StoredFile | null> {
    if (!this.resolve(rel)) return null;
    const [r] = await this.d.query<{ size: string | number; modified_at: Date | string; data: Uint8Array | null }>(
      'SELECT f.size, f.modified_at, c.data FROM stored_file f LEFT JOIN stored_chunk c ON c.path = f.path AND c.n = 0 WHERE f.path = $1',
      [rel],
    );
    if (!r) return null;
    const size = Number(r.size);
    const first = r.data ? toBuffer(r.data) : Buffer.alloc(0);
    const d = this.d;
    const chunks = Math.ceil(size / CHUNK_BYTES);
    return {
      size,
      mtime: new Date(r.modified_at),
      stream: () =>
        Readable.from(
          (async function* () {
            if (first.length) yield first;
            for (let n = 1; n < chunks; n++) {
              const [c] = await d.query<{ data: Uint8Array }>('SELECT data FROM stored_chunk WHERE path = $1 AND n = $2', [rel, n]);
              if (!c) throw new Error(`stored file ${rel}: chunk ${n} is missing`);
              yield toBuffer(c.data);
            }
          })(),
          { objectMode: false },
        ),
    };
  }

  override async realFile(): Promise<null> {
    return null;
  }

  override async sweep(linkedPaths: () => Promise<Iterable<string>>, graceMs: number): Promise<{ orphans: number; temp: number }> {
    const candidates = await this.d.query<{ path: string }>(
      `SELECT path FROM stored_file WHERE path NOT LIKE 'seed/%' AND path NOT LIKE 'variants/seed/%' AND modified_at < now() - $1::float8 * interval '1 millisecond'`,
      [graceMs],
    );
    const linked = new Set(await linkedPaths());
    // A variant goes with its upload's master (a seed picture's go when the seed rewrites it: writeAt).
    const masterOf = (p: string) => p.slice('variants/'.length, p.lastIndexOf('/'));
    const isOrphan = (p: string) => {
      if (!p.startsWith('variants/')) return !linked.has(p);
      const master = masterOf(p);
      return !master.startsWith('seed/') && !linked.has(master);
    };
    const orphans = candidates.map((c) => c.path).filter(isOrphan);
    if (orphans.length) await this.d.query('DELETE FROM stored_file WHERE path = ANY($1::text[])', [orphans]);
    return { orphans: orphans.length, temp: await this.sweepTemp(Date.now() - graceMs) };
  }
}
