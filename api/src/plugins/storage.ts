// app.storage: where file bytes live, the folder storageDir or the database (fileStore 'database');
// app.imageVariants: the variants of its image masters, kept in the same place.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { DatabaseStorage, Storage } from '../lib/storage';
import { imageTurns } from '../images';
import { ImageVariants } from '../images/variants';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    imageVariants: ImageVariants;
  }
}

export default fp<Pick<AppOptions, 'storageDir' | 'fileStore' | 'warmImageVariants'>>(
  async (app, opts) => {
    const root = path.resolve(opts.storageDir);
    const storage = opts.fileStore === 'database' ? new DatabaseStorage(root, app.db) : new Storage(root);
    await storage.init();
    app.decorate('storage', storage);
    const variants = new ImageVariants(storage, imageTurns, { warm: opts.warmImageVariants ?? true, log: app.log });
    app.decorate('imageVariants', variants);
    app.addHook('onClose', async () => variants.close());
    app.addHook('onClose', async () => await storage.close().catch(() => undefined));
  },
  { name: 'storage', dependencies: ['database'] },
);
