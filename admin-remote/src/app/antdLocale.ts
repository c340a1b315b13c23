import { use } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useLocale, type Locale } from '@mfe/shared-ui';

// antd's own texts (pagers, pickers, empty tables, modal buttons) in the admin's language
// (issue 22): the locale's module only, loaded once like the messages (a chunk of its own).

const LOADERS: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  en: () => import(/* webpackChunkName: "antd-locale-en" */ 'antd/locale/en_GB'),
  id: () => import(/* webpackChunkName: "antd-locale-id" */ 'antd/locale/id_ID'),
};

type Loading = Promise<AntdLocale> & { status?: 'fulfilled'; value?: AntdLocale };
const loads = new Map<Locale, Loading>();

/** Loads a locale's antd texts (once). */
export function loadAntdLocale(locale: Locale): Loading {
  let loading = loads.get(locale);
  if (!loading) {
    const started: Loading = LOADERS[locale]().then((module) => {
      // Marked the way React's `use` reads a settled promise: loaded texts render at once.
      started.status = 'fulfilled';
      return (started.value = module.default);
    });
    // A failed load is tried again on the next render rather than remembered.
    started.catch(() => loads.delete(locale));
    loads.set(locale, started);
    loading = started;
  }
  return loading;
}

/** antd's texts in the store's locale; suspends while they load. */
export function useAntdLocale(): AntdLocale {
  // Always through `use` (a settled promise's value at once): a suspended render is replayed with
  // the same hook calls (see shared-ui's messageCatalogue.ts).
  return use(loadAntdLocale(useLocale()) as Promise<AntdLocale>);
}
