// The core's route table (CATALOGUE_ROUTES) as the demo's routes: each use case over the demo's
// store, public or behind the token as the table says, its form's files read as the API accepts them.
import { CATALOGUE_ROUTES, withHistory, type CatalogueRoute, type RouteForm } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';
import { pendingUpload } from '../uploads/readUpload';
import { tableReads } from './tableReads';

function demoRoute(table: CatalogueRoute): DemoRoute {
  return route(
    `${table.method} ${table.path}`,
    (req, { store, inquiries, uploads, staff, actor }) => {
      const input = table.input(req);
      const readForm = async (): Promise<RouteForm> => {
        const accepted: RouteForm['uploads'] = {};
        // One after another, in the table's order: the first refused file is the one the answer names.
        for (const [field, kind] of Object.entries(table.request.files ?? {})) accepted[field] = await pendingUpload(req.files[field], kind, uploads);
        return { fields: req.fields, uploads: accepted };
      };
      // No address limit in a browser, and no e-mail (email_status 'off'); no XLSX import (CSV only: docs/spec-departures.md).
      // Every write is recorded in the history with who made it (issue 23).
      return table.run(withHistory({ store, reads: tableReads(store), inquiries, intake: {}, actor, staff, readXlsx: null }), input, readForm);
    },
    { public: table.access === 'public', admin: table.access === 'admin' },
  );
}

export const tableRoutes = (): DemoRoute[] => CATALOGUE_ROUTES.map(demoRoute);
