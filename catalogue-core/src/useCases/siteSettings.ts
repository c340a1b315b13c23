// The site settings (issue 23): what the public pages show about the firm, one document in the
// store. Until an admin saves, the store holds none and the settings are today's defaults; the
// first update stores the whole merged document. A save counts as a catalogue write: the adapter
// drops its caches and the catalogue's version moves (the rendered pages follow it, on every replica).
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { siteSettingsUpdateInput, type SiteSettingsUpdate } from '../schemas/siteSettings';
import type { SiteSettings } from '../siteSettings';
import { DEFAULT_SITE_SETTINGS } from '../siteSettingsDefaults';
import type { CatalogueReads, CatalogueStore, StoredSiteSettings } from '../store';
import { ok, type Answer, type ReadPayload } from './answer';

/** The stored settings over the defaults: none stored is the defaults, a field stored before it existed its default. */
export const siteSettingsOf = (stored: StoredSiteSettings | null): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, ...stored });

/** The settings with an update's given fields replacing theirs (a field left out stays). */
export function mergeSiteSettings(settings: SiteSettings, update: SiteSettingsUpdate): SiteSettings {
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<SiteSettings>;
  return { ...settings, ...given };
}

/** The settings the pages show (what the store holds over the defaults). */
export async function readSiteSettings(reads: Pick<CatalogueReads, 'siteSettings'>): Promise<SiteSettings> {
  return siteSettingsOf(await reads.siteSettings());
}

/** GET /api/settings (public). */
export async function getSiteSettings(store: Pick<CatalogueReads, 'siteSettings'>): Promise<Answer> {
  return ok({ data: await readSiteSettings(store) });
}

/** POST /api/settings/update: 422 with the field messages and nothing changed, else the merged settings stored whole. */
export async function updateSiteSettings(store: CatalogueStore, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const update = parse(siteSettingsUpdateInput, await readPayload());
  const data = await store.transaction(async (writes) => {
    const settings = mergeSiteSettings(siteSettingsOf(await writes.siteSettingsForUpdate()), update);
    await writes.saveSiteSettings(settings);
    return settings;
  });
  store.changed();
  return ok({ message: MESSAGES.siteSettingsSaved, data });
}
