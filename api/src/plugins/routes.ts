// The catalogue's route modules (src/routes), declared in this order (the order of the OpenAPI document's paths):
// the core's route table (hierarchy, products, search, assets) after login, then the routes still written here.
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../routes/auth';
import { catalogueRoutes } from '../routes/catalogue';
import { inquiryRoutes } from '../routes/inquiries';
import { storageRoutes } from '../routes/storage';

const routes: FastifyPluginAsync = async (app) => {
  authRoutes(app);
  catalogueRoutes(app);
  storageRoutes(app);
  inquiryRoutes(app);
};

export default routes;
