// Image variants (issue 20), made once and kept where the masters are (the folder, or the database
// on PostgreSQL so that every replica serves what any replica made): a request for one that is not
// stored yet makes it in a turn of the process's image work, and simultaneous requests for the same
// variant wait for the one making. After an upload, warm() makes its variants in the background.
import {
  fallbackFormat,
  isMasterPath,
  parseVariantPath,
  variantPath,
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantRequest,
} from '@mfe/catalogue-core';
import type { Readable } from 'node:stream';
import type { Turns } from './bounded';
import { sharpVariant } from './sharpVariants';

/** A stored file as the storage gives it (lib/storage's StoredFile). */
interface StoredFile {
  size: number;
  mtime: Date;
  stream(): Readable;
}

/** What variants need of the storage (lib/storage's Storage and DatabaseStorage have it). */
export interface VariantStorage {
  open(rel: string): Promise<StoredFile | null>;
  writeAt(rel: string, bytes: Buffer): Promise<string>;
}

export type MakeVariant = (master: Buffer, width: VariantRequest['width'], format: VariantFormat) => Promise<Buffer>;

/** Where a variant is stored (and served from): its path in the core's scheme. */
const storedVariantPath = (v: VariantRequest) => variantPath(v.master, v.width, v.format)!;

const readAll = async (file: StoredFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export interface VariantOptions {
  /** Warm every new master's variants (kept()); default false. */
  warm?: boolean;
  log?: { warn(obj: object, msg: string): void };
  make?: MakeVariant;
}

export class ImageVariants {
  private readonly making = new Map<string, Promise<boolean>>();
  private closed = false;
  private readonly make: MakeVariant;
  /** How many variants this process has made (tests, the bench). */
  made = 0;
  constructor(
    private readonly storage: VariantStorage,
    private readonly turns: Turns,
    private readonly opts: VariantOptions = {},
  ) {
    this.make = opts.make ?? sharpVariant;
  }

  /** A new master was stored (an upload): warm its variants in the background when so configured. */
  kept(master: string): void {
    if (!this.opts.warm || !isMasterPath(master)) return;
    this.warm(master).catch((err: unknown) => this.opts.log?.warn({ err, master }, 'warming image variants failed'));
  }

  /**
   * At start: warm the images that have no variants yet (the seed's, uploads from before variants
   * existed), one after another behind every request. Resumable: an image counts as warmed once its
   * smallest fallback, made last, is stored.
   */
  async warmMissing(masters: Iterable<string>): Promise<number> {
    let warmed = 0;
    if (!this.opts.warm) return warmed;
    for (const master of masters) {
      if (this.closed) break;
      if (!isMasterPath(master) || (await this.storage.open(variantPath(master, VARIANT_WIDTHS[0], fallbackFormat(master))!))) continue;
      await this.warm(master);
      warmed++;
    }
    return warmed;
  }

  /** No more background work (the app closes): a warm in progress stops after its current variant. */
  close(): void {
    this.closed = true;
  }

  /** The variant a storage path names, made now if it is not stored yet; null when the path is no variant of the set or its master is not stored. */
  async open(rel: string): Promise<StoredFile | null> {
    const v = parseVariantPath(rel);
    if (!v) return null;
    const stored = await this.storage.open(storedVariantPath(v));
    if (stored) return stored;
    if (!(await this.ensure(v, 'request'))) return null;
    return this.storage.open(storedVariantPath(v));
  }

  /** Make every variant of a new master, behind every request for one (never refused, never in a visitor's way). */
  async warm(master: string): Promise<void> {
    for (const width of [...VARIANT_WIDTHS].reverse())
      for (const format of ['avif', 'webp', fallbackFormat(master)] as const) {
        if (this.closed) return;
        const v = { master, width, format };
        if (!(await this.storage.open(storedVariantPath(v))) && !(await this.ensure(v, 'background'))) return;
      }
  }

  /** Make and store one variant unless another request is making it already; false when its master is not stored. */
  private ensure(v: VariantRequest, priority: 'request' | 'background'): Promise<boolean> {
    const key = storedVariantPath(v);
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.turns
        .run(async () => {
          const master = await this.storage.open(v.master);
          if (!master) return false;
          const bytes = await this.make(await readAll(master), v.width, v.format);
          await this.storage.writeAt(key, bytes);
          this.made++;
          return true;
        }, priority)
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }
}
