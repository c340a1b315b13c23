import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig, rememberedLocale, rememberLocale, useLocale, type Locale } from '@mfe/shared-ui';
import type { ShellMessages } from '../../../messages/en';
import { load } from '../../../messages/shellMessages';
import { twinUrl } from './twinUrl';

/** Set for the rest of the visit once the visitor dismissed the suggestion. */
export const SUGGESTION_DISMISSED_KEY = 'mfe.localeSuggestionDismissed';

function dismissedBefore(): boolean {
  try {
    return sessionStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * One line offering the page in the language the visitor chose before, when this page is in the
 * other one (issue 22: never a redirect, so crawlers reach both). Written in that language, and
 * only after hydration: the server's HTML is the same for every visitor and stays cacheable.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<{ locale: Locale; messages: ShellMessages } | null>(null);

  useEffect(() => {
    const remembered = rememberedLocale();
    if (!remembered || remembered === locale || dismissedBefore()) return;
    let current = true;
    load(remembered).then(
      (messages) => current && setOffer({ locale: remembered, messages }),
      () => {}, // its dictionary could not load: no suggestion, the page is whole without it
    );
    return () => {
      current = false;
    };
  }, [locale]);

  if (!offer) return null;
  const dismiss = () => {
    setOffer(null);
    try {
      sessionStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    } catch {
      // Storage unavailable: dismissed on this page only.
    }
  };
  return (
    <p className="language-suggestion" lang={offer.locale} role="note">
      <span>{offer.messages.languageSuggestion}</span>{' '}
      <a
        href={twinUrl(getRuntimeConfig().basePath, pathname, search, offer.locale)}
        hrefLang={offer.locale}
        onClick={() => rememberLocale(offer.locale)}
      >
        {offer.messages.languageSuggestionLink}
      </a>
      <button type="button" className="language-suggestion__dismiss" onClick={dismiss}>
        {offer.messages.languageSuggestionDismiss}
      </button>
    </p>
  );
}
