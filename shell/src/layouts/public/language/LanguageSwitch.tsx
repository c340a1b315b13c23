import { useLocation } from 'react-router-dom';
import { getRuntimeConfig, LOCALE_NAMES, LOCALES, rememberLocale, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/shellMessages';
import { twinUrl } from './twinUrl';

/**
 * Links to the page in the other language (issue 22): the same path and query under its prefix,
 * a full navigation (a page's language is fixed for its document), remembered on click.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const messages = useMessages();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const basePath = getRuntimeConfig().basePath;
  return (
    <ul className={`language-switch ${className}`} aria-label={messages.languageSwitchLabel}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <li key={other}>
          <a href={twinUrl(basePath, pathname, search, other)} hrefLang={other} lang={other} onClick={() => rememberLocale(other)}>
            {LOCALE_NAMES[other]}
          </a>
        </li>
      ))}
    </ul>
  );
}
