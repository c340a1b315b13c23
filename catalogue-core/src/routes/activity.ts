// The history of changes (issue 23): staff list it and revert an entry (a user's or the site
// settings' entry: admin only, judged by the use case from the entry).
import * as responses from '../schemas/responses';
import { historyEntry, historyQueryString } from '../schemas/activity';
import { listActivity, revertActivity } from '../useCases/activity';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams } from './requestSchemas';

const tag = 'History';

export const ACTIVITY_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'activity.list',
    method: 'GET',
    path: '/api/activity',
    access: 'staff',
    doc: { tag, summary: 'Paged history of every write, newest first (filters: user_id, module_type and module_id, from and to)' },
    request: { query: historyQueryString },
    response: { status: 200, schema: responses.page(historyEntry) },
    input: ({ query }) => query,
    run: ({ store }, query) => listActivity(store, query),
  }),
  catalogueRoute({
    id: 'activity.revert',
    method: 'POST',
    path: '/api/activity/revert/:id',
    access: 'staff',
    doc: {
      tag,
      summary:
        "Undo an entry: an edit's fields get their before values, a deleted record comes back under its id (409 saying why when an edit would be refused; 403 for a user's or the settings' entry unless admin)",
    },
    request: { params: idParams },
    response: { status: 200, schema: responses.saved(historyEntry) },
    input: sentId,
    run: ({ store, inquiries, actor }, id) => revertActivity({ store, inquiries, actor }, id),
  }),
];
