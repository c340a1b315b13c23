// The catalogue's route modules (src/routes), declared in this order (the order of the OpenAPI document's paths).
import type { FastifyPluginAsync } from 'fastify';
import { assetRoutes } from '../routes/assets';
import { authRoutes } from '../routes/auth';
import { hierarchyRoutes } from '../routes/hierarchy';
import { inquiryRoutes } from '../routes/inquiries';
import { productRoutes } from '../routes/products';
import { searchRoutes } from '../routes/search';
import { storageRoutes } from '../routes/storage';

const routes: FastifyPluginAsync = async (app) => {
  authRoutes(app);
  hierarchyRoutes(app);
  productRoutes(app);
  searchRoutes(app);
  assetRoutes(app);
  storageRoutes(app);
  inquiryRoutes(app);
};

export default routes;
