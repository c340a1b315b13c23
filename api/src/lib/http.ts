// Small HTTP helpers shared by the routes: paging, public cache with ETag, multipart forms.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageOf, type Page } from '@mfe/catalogue-core';
import type { Cache } from './cache';
import { AppError } from './errors';
import type { Kind, StagedFile, Storage } from './storage';

export { paged } from '@mfe/catalogue-core';

export interface PageQuery extends Page {
  offset: number;
}

export function pageQuery(q: Record<string, unknown> | undefined): PageQuery {
  const p = pageOf(q);
  return { ...p, offset: (p.page - 1) * p.perPage };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Answer a public read from the in-process cache (computed once per write), with ETag / 304. */
export async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: Cache,
  key: string,
  compute: () => Promise<unknown>,
) {
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
  files: Record<string, StagedFile>;
  /** Remove every staged temp file (always call in finally). */
  cleanup(): Promise<void>;
}

/**
 * Read a JSON or multipart body. File parts named in `fileFields` are staged (sniffed and
 * size-checked) in the storage temp folder; other file parts are drained and ignored.
 */
export async function readForm(req: FastifyRequest, storage: Storage, fileFields: Record<string, Kind> = {}): Promise<Form> {
  const files: Record<string, StagedFile> = {};
  const staged: StagedFile[] = [];
  const cleanup = async () => {
    await Promise.all(staged.map((f) => storage.discard(f)));
  };
  if (!req.isMultipart()) {
    const body = req.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields, files, cleanup };
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
          files[part.fieldname] = f;
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError(413, `Form field "${part.fieldname.slice(0, 100)}" is too long: at most ${MULTIPART_LIMITS.fieldSize / 1024} KB`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    await cleanup();
    if (e instanceof AppError) throw e;
    const { statusCode: status, code } = e as { statusCode?: number; code?: string };
    const L = MULTIPART_LIMITS;
    if (code === 'FST_PARTS_LIMIT') throw new AppError(413, `Too many parts in the form: at most ${L.parts}`);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, `Too many files in the form: at most ${L.files}`);
    if (code === 'FST_FIELDS_LIMIT') throw new AppError(413, `Too many fields in the form: at most ${L.fields}`);
    if (status === 413) throw new AppError(413, 'File too large: images up to 10 MB, PDF files up to 50 MB');
    if (status && status >= 400 && status < 500) throw e;
    throw new AppError(400, 'Malformed multipart body');
  }
  return { fields, files, cleanup };
}
