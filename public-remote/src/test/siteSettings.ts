import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { ok, type FakeRoute } from '@mfe/shared-ui/test/fakeApi';

// The site settings (issue 23) in the screens' tests: what GET /api/settings answers, as the API
// seeds them (today's facts), with the changes a test makes.

export const siteSettings = (changes: Partial<SiteSettings> = {}): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, ...changes });

/** A fake API route: GET /api/settings answers these settings, every other path goes to `route`. */
export function withSiteSettings(route: FakeRoute = () => undefined, settings: SiteSettings = siteSettings()): FakeRoute {
  return (path, config) => (path === '/api/settings' ? ok(settings) : route(path, config));
}
