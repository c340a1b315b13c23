// The catalogue's route modules (src/routes), declared in this order (the order of the OpenAPI document's paths):
// login, the core's route table (hierarchy, products, search, assets, inquiries), then the stored files.
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../appOptions';
import { authRoutes } from '../routes/auth';
import { catalogueRoutes } from '../routes/catalogue';
import { exportRoutes } from '../routes/exports';
import { storageRoutes } from '../routes/storage';

const routes: FastifyPluginAsync<Pick<AppOptions, 'benchWithoutHistory'>> = async (app, opts) => {
  authRoutes(app);
  catalogueRoutes(app, { recordHistory: !opts.benchWithoutHistory });
  // The admin lists' exports (issue 24): streamed files, not the table's JSON answers.
  exportRoutes(app);
  storageRoutes(app);
};

export default routes;
