// The site settings (issue 23): the public read every page's layout makes, and the admin's update.
import * as responses from '../schemas/responses';
import { siteSettings, siteSettingsUpdateInput } from '../schemas/siteSettings';
import { getSiteSettings, updateSiteSettings } from '../useCases/siteSettings';
import { catalogueRoute, type CatalogueRoute } from './route';

const tag = 'Site settings';

export const SITE_SETTINGS_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'settings.get',
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    doc: { tag, summary: "The company's facts, the About and services texts and the history the pages show (public)" },
    request: {},
    response: { status: 200, schema: responses.one(siteSettings) },
    input: () => null,
    run: ({ store }) => getSiteSettings(store),
  }),
  catalogueRoute({
    id: 'settings.update',
    method: 'POST',
    path: '/api/settings/update',
    access: 'admin',
    doc: {
      tag,
      summary: 'Change some of the settings: each field given replaces its value (history and services their whole list), the others stay (admin)',
    },
    request: { body: siteSettingsUpdateInput },
    response: { status: 200, schema: responses.saved(siteSettings) },
    input: () => null,
    run: ({ store }, _none, readForm) => updateSiteSettings(store, async () => (await readForm()).fields),
  }),
];
