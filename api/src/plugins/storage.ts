// app.storage: where file bytes live, the folder storageDir or the database (fileStore 'database').
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { DatabaseStorage, Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp<Pick<AppOptions, 'storageDir' | 'fileStore'>>(
  async (app, opts) => {
    const root = path.resolve(opts.storageDir);
    const storage = opts.fileStore === 'database' ? new DatabaseStorage(root, app.db) : new Storage(root);
    await storage.init();
    app.decorate('storage', storage);
    app.addHook('onClose', async () => await storage.close().catch(() => undefined));
  },
  { name: 'storage', dependencies: ['database'] },
);
