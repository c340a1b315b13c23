import { use, type ReactNode } from 'react';
import { LOCALES, type Locale } from '@mfe/catalogue-core/locales';
import { useLocale } from './localeSlice';

// Each app's messages (issue 22): one typed dictionary per locale, the English one the source of
// the type (`export type Messages = typeof en`), the Indonesian one declared as that type, so a
// missing or extra key fails the typecheck. A message is a string, or a function of its values
// (`(count: number) => …`) that formats them with ./formatting.ts. A page loads only its
// locale's dictionary (a chunk of its own), before its screen renders: the server awaits it,
// and the browser's hydration waits for it (Suspense) with the server's markup in place.

/** A dictionary's values: text, or text from typed values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each message function has its own parameters
export type MessageDictionary = Record<string, string | ((...values: any[]) => string)>;

type Loaded<M> = Promise<M> & { status?: 'fulfilled'; value?: M };

export interface MessageCatalogue<M extends MessageDictionary> {
  /** Loads a locale's dictionary (once); the server awaits it before rendering. */
  load(locale: Locale): Promise<M>;
  /** The dictionary when loaded, else undefined (code outside React: page heads, e-mails). */
  loaded(locale: Locale): M | undefined;
  /** The page's dictionary; suspends while it loads. */
  useMessages(): M;
  /**
   * Renders its children once the page's dictionary is loaded (suspends until then). Put above an
   * app's screens: they then never suspend in useMessages, whose components have hooks after it
   * that React's replay of a suspended render would call differently (React #467).
   */
  Ready(props: { children: ReactNode }): ReactNode;
}

/**
 * An app's catalogue from a loader per locale, e.g.
 * `{ en: () => import('./en'), id: () => import('./id') }` (each module's default export).
 */
export function createMessageCatalogue<M extends MessageDictionary>(loaders: Record<Locale, () => Promise<{ default: M }>>): MessageCatalogue<M> {
  const loads = new Map<Locale, Loaded<M>>();

  function load(locale: Locale): Loaded<M> {
    let loading = loads.get(locale);
    if (!loading) {
      loading = loaders[locale]().then((module) => {
        // Marked the way React's `use` reads a settled promise: a loaded dictionary renders at once.
        loading!.status = 'fulfilled';
        loading!.value = module.default;
        return module.default;
      }) as Loaded<M>;
      // A failed load is tried again on the next render rather than remembered.
      loading.catch(() => loads.delete(locale));
      loads.set(locale, loading);
    }
    return loading;
  }

  return {
    load,
    loaded: (locale) => loads.get(locale)?.value,
    useMessages() {
      const locale = useLocale();
      const loading = load(locale);
      // Loaded (under Ready, or before hydrating), it is read without `use`.
      return loading.value ?? use(loading as Promise<M>);
    },
    Ready({ children }) {
      // `use` is this component's last hook, called on every render: a replay calls the same hooks.
      use(load(useLocale()) as Promise<M>);
      return children;
    },
  };
}

/** Every key of each locale's dictionary against the English one's (the apps' tests call it). */
export function missingMessageKeys(
  dictionaries: Record<Locale, MessageDictionary>,
): Array<{ locale: Locale; key: string; problem: 'missing' | 'extra' | 'empty' }> {
  const source = Object.keys(dictionaries.en);
  const problems: Array<{ locale: Locale; key: string; problem: 'missing' | 'extra' | 'empty' }> = [];
  for (const locale of LOCALES) {
    const dictionary = dictionaries[locale];
    for (const key of source) {
      if (!(key in dictionary)) problems.push({ locale, key, problem: 'missing' });
      else if (dictionary[key] === '') problems.push({ locale, key, problem: 'empty' });
    }
    for (const key of Object.keys(dictionary)) if (!source.includes(key)) problems.push({ locale, key, problem: 'extra' });
  }
  return problems;
}
