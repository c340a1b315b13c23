// GET /storage/{path}: the uploaded and generated files, never anything outside the storage root;
// {master}/w{width}.{format}: a variant of an image master (issue 20), made on its first request.
import type { App } from '../context';
import { CatalogueError, parseVariantPath } from '@mfe/catalogue-core';
import { CONTENT_TYPES } from '../lib/storage';

export function storageRoutes(app: App) {
  const { ctx } = app;
  const notFound = () => new CatalogueError(404, 'File not found');

  app.get(
    '/storage/*',
    {
      config: { public: true },
      schema: { tags: ['Storage'], summary: 'A stored file (image_path / file_path of an asset)' },
    },
    async (req, reply) => {
      // Judge the raw path as sent: no "..", no backslash, no encoded separators, nothing absolute.
      const raw = req.url.slice('/storage/'.length).split('?')[0]!;
      let rel: string;
      try {
        rel = decodeURIComponent(raw);
      } catch {
        throw notFound();
      }
      if (
        !rel ||
        rel.startsWith('/') ||
        rel.includes('\\') ||
        rel.includes('\0') ||
        rel.split('/').some((s) => s === '..' || s === '.' || s === '')
      ) {
        throw notFound();
      }
      // The folder: a symbolic link is followed only if it stays inside storage. The database: by path.
      const file = parseVariantPath(rel) ? await app.imageVariants.open(rel) : await ctx.storage.open(rel);
      if (!file) throw notFound();
      const st = { size: file.size, mtimeMs: file.mtime.getTime(), mtime: file.mtime };
      const ext = rel.slice(rel.lastIndexOf('.') + 1).toLowerCase();
      const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('last-modified', st.mtime.toUTCString())
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (ext === 'pdf') reply.header('content-disposition', 'inline');
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
      reply.header('content-length', String(st.size));
      return reply.send(file.stream());
    },
  );
}
