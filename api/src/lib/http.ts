// Small HTTP helpers shared by the routes: a use case's answer, the public cache with ETag, forms.
import fsp from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueError, IMAGE_MAX_BYTES, megabytes, PDF_MAX_BYTES, type Answer, type PendingUpload, type UploadKind } from '@mfe/catalogue-core';
import { stagedMaster } from './stagedMaster';
import type { Cache } from './cache';
import type { StagedFile, Storage } from './storage';

/** Send a use case's answer: its status and its JSON body (or JSON text, sent as it is). */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  if (typeof answer.body === 'string') reply.type('application/json; charset=utf-8');
  return reply.code(answer.status).send(answer.body);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Answer a public read from the in-process cache (computed once per write), with ETag / 304. */
export async function sendCached(req: FastifyRequest, reply: FastifyReply, cache: Cache, key: string, compute: () => Promise<unknown>) {
  let e = cache.getResponse(key);
  if (!e) {
    const version = cache.version;
    e = cache.setResponse(key, await compute(), version);
  }
  reply.header('etag', e.etag).header('cache-control', 'no-cache');
  if (etagMatches(req.headers['if-none-match'], e.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(e.body);
}

/** Multipart bodies: how many parts, files and fields, and how long a field may be. */
export const MULTIPART_LIMITS = { files: 4, fields: 40, fieldSize: 256 * 1024, parts: 50 };

export interface Form {
  fields: Record<string, unknown>;
  /** The accepted file parts by field name; keeping one moves it into storage. */
  uploads: Record<string, PendingUpload>;
  /** Remove every staged temp file (always call in finally). */
  cleanup(): Promise<void>;
}

/**
 * Run a use case with a reader of the request's form: read once, when the use case asks (an update
 * of an unknown record answers 404 without reading it), its staged files removed after.
 */
export async function withForm<T>(
  req: FastifyRequest,
  storage: Storage,
  fileFields: Record<string, UploadKind>,
  work: (read: () => Promise<Form>) => Promise<T>,
): Promise<T> {
  let form: Promise<Form> | undefined;
  try {
    return await work(() => (form ??= readForm(req, storage, fileFields)));
  } finally {
    await form?.then(
      (f) => f.cleanup(),
      () => undefined,
    );
  }
}

/** A staged file as the core's use cases take it: kept by committing it to storage (an image's variants then warmed). */
const pendingUpload = (req: FastifyRequest, storage: Storage, file: StagedFile): PendingUpload => ({
  mime: file.mime,
  size: file.size,
  bytes: () => fsp.readFile(file.tmpPath),
  keep: async () => {
    const rel = await storage.commit(file);
    if (file.kind === 'image') req.server.imageVariants.kept(rel);
    return rel;
  },
});

/**
 * Read a JSON or multipart body. File parts named in `fileFields` are staged in the storage temp
 * folder and accepted by content and size (413 / 415), images then replaced by their master (or
 * refused: 415 / 422 / 503); other file parts are drained and ignored.
 */
export async function readForm(req: FastifyRequest, storage: Storage, fileFields: Record<string, UploadKind> = {}): Promise<Form> {
  const uploads: Record<string, PendingUpload> = {};
  const staged: StagedFile[] = [];
  const images: Array<[string, StagedFile]> = [];
  const cleanup = async () => {
    await Promise.all(staged.map((f) => storage.discard(f)));
  };
  if (!req.isMultipart()) {
    const body = req.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields, uploads, cleanup };
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const kind = fileFields[part.fieldname];
        if (!kind) {
          part.file.resume();
          await new Promise((r) => part.file.once('end', r));
          continue;
        }
        const f = await storage.stage(part.file, kind, part.filename);
        if (f) {
          staged.push(f);
          if (kind === 'image') images.push([part.fieldname, f]);
          else uploads[part.fieldname] = pendingUpload(req, storage, f);
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new CatalogueError(413, `Form field "${part.fieldname.slice(0, 100)}" is too long: at most ${MULTIPART_LIMITS.fieldSize / 1024} KB`);
        }
        fields[part.fieldname] = part.value;
      }
    }
    // Masters once the whole body is in: making one may wait for a turn of the image work, and a
    // body left unread meanwhile would look stalled to the connection guard (408, connection cut).
    for (const [field, f] of images) uploads[field] = pendingUpload(req, storage, await stagedMaster(storage, f));
  } catch (e) {
    await cleanup();
    if (e instanceof CatalogueError) throw e;
    const { statusCode: status, code } = e as { statusCode?: number; code?: string };
    const L = MULTIPART_LIMITS;
    if (code === 'FST_PARTS_LIMIT') throw new CatalogueError(413, `Too many parts in the form: at most ${L.parts}`);
    if (code === 'FST_FILES_LIMIT') throw new CatalogueError(413, `Too many files in the form: at most ${L.files}`);
    if (code === 'FST_FIELDS_LIMIT') throw new CatalogueError(413, `Too many fields in the form: at most ${L.fields}`);
    if (status === 413)
      throw new CatalogueError(413, `File too large: images up to ${megabytes(IMAGE_MAX_BYTES)}, PDF files up to ${megabytes(PDF_MAX_BYTES)}`);
    if (status && status >= 400 && status < 500) throw e;
    throw new CatalogueError(400, 'Malformed multipart body');
  }
  return { fields, uploads, cleanup };
}
