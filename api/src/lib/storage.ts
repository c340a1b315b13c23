// File storage under STORAGE_DIR: images/ and files/ with generated names for uploads, seed/ with
// the demo catalogue's fixed names (../seed/filePlan). Files go to .tmp/ first and are renamed
// into place; /storage/{path} only serves names of those three forms.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors';
import { DIR_MODE, FILE_MODE, ownerOnlyDir, tightenTree } from './files';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;

export type Kind = 'image' | 'pdf';
export interface Sniffed {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  ext: 'jpg' | 'png' | 'pdf';
}

/** Judge a file by its first bytes, never by its name or declared type. */
export function sniff(head: Buffer): Sniffed | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' };
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

export interface StagedFile {
  kind: Kind;
  tmpPath: string;
  size: number;
  mime: Sniffed['mime'];
  ext: Sniffed['ext'];
  filename: string;
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Only these names are ever served: images/<hex>.png|jpg, files/<hex>.pdf, seed/<name>.png|pdf. */
const SERVABLE = /^(images\/[a-z0-9_-]{1,80}\.(png|jpe?g)|files\/[a-z0-9_-]{1,80}\.pdf|seed\/[a-z0-9-]{1,80}\.(png|pdf))$/;

/** Upload folders whose files belong to an asset row (seed/ has fixed names, rewritten by the seed). */
const ASSET_DIRS = ['images', 'files'] as const;

export class Storage {
  readonly tmpDir: string;
  /** The root with symbolic links resolved (set by init): nothing outside it is ever served. */
  private realRoot: string;
  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
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
    await tightenTree(this.root);
    this.realRoot = await fsp.realpath(this.root);
  }

  static generatedName(ext: string): string {
    return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  }

  /**
   * Stream an upload to .tmp, sniff it and check its size. Throws 413 / 415 (the stream is
   * always drained and the temp file removed first).
   */
  async stage(stream: Readable, kind: Kind, filename: string): Promise<StagedFile | null> {
    const max = kind === 'image' ? IMAGE_MAX_BYTES : PDF_MAX_BYTES;
    const tmpPath = path.join(this.tmpDir, `${crypto.randomBytes(12).toString('hex')}.part`);
    let size = 0;
    let head = Buffer.alloc(0);
    let tooBig = false;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
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
    } catch (e) {
      await fsp.rm(tmpPath, { force: true });
      throw e;
    }
    const truncated = (stream as Readable & { truncated?: boolean }).truncated;
    if (tooBig || truncated) {
      await fsp.rm(tmpPath, { force: true });
      throw new AppError(413, kind === 'image' ? 'Image must not be larger than 10 MB' : 'PDF file must not be larger than 50 MB');
    }
    if (size === 0) {
      await fsp.rm(tmpPath, { force: true });
      return null; // an empty file part is skipped
    }
    const s = sniff(head);
    const ok = kind === 'image' ? s && s.mime !== 'application/pdf' : s && s.mime === 'application/pdf';
    if (!s || !ok) {
      await fsp.rm(tmpPath, { force: true });
      throw new AppError(415, kind === 'image' ? 'Image must be a JPEG or PNG file' : 'File must be a PDF document');
    }
    return { kind, tmpPath, size, mime: s.mime, ext: s.ext, filename };
  }

  /** Move a staged file into place; returns its storage-relative path. */
  async commit(f: StagedFile): Promise<string> {
    const rel = `${f.kind === 'image' ? 'images' : 'files'}/${Storage.generatedName(f.ext)}`;
    await fsp.rename(f.tmpPath, path.join(this.root, rel));
    return rel;
  }

  /** Write bytes at a fixed servable path (the demo seed's files): temp then rename. */
  async writeAt(rel: string, bytes: Buffer): Promise<string> {
    const abs = this.resolve(rel);
    if (!abs) throw new Error(`Not a storage path: ${rel}`);
    const tmp = path.join(this.tmpDir, `${crypto.randomBytes(12).toString('hex')}.part`);
    await fsp.mkdir(path.dirname(abs), { recursive: true, mode: DIR_MODE });
    await fsp.writeFile(tmp, bytes, { mode: FILE_MODE });
    await fsp.rename(tmp, abs);
    return rel;
  }

  async discard(f: StagedFile | null | undefined): Promise<void> {
    if (f) await fsp.rm(f.tmpPath, { force: true });
  }

  async remove(rel: string | null | undefined): Promise<void> {
    const abs = rel ? this.resolve(rel) : null;
    if (abs) await fsp.rm(abs, { force: true });
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
    const old = async (dir: string) => {
      const names = await fsp.readdir(dir).catch(() => [] as string[]);
      const out: string[] = [];
      for (const n of names) {
        const st = await fsp.lstat(path.join(dir, n)).catch(() => null);
        if (st && st.isFile() && st.mtimeMs < before) out.push(n);
      }
      return out;
    };
    const candidates: string[] = [];
    for (const sub of ASSET_DIRS) for (const n of await old(path.join(this.root, sub))) candidates.push(`${sub}/${n}`);
    const linked = new Set(await linkedPaths());
    let orphans = 0;
    for (const rel of candidates) {
      if (linked.has(rel)) continue;
      await fsp.rm(path.join(this.root, rel), { force: true });
      orphans++;
    }
    const temp = await old(this.tmpDir);
    await Promise.all(temp.map((n) => fsp.rm(path.join(this.tmpDir, n), { force: true })));
    return { orphans, temp: temp.length };
  }

  /** The absolute path of a servable storage path, or null (traversal, unknown form). */
  resolve(rel: string): string | null {
    if (!SERVABLE.test(rel)) return null;
    const abs = path.resolve(this.root, rel);
    const root = path.resolve(this.root) + path.sep;
    return abs.startsWith(root) ? abs : null;
  }
}
