import type { ReactNode } from 'react';
import type { ShownText } from '../../../lib/shownText';
import { useMessages } from '../../../messages/messages';
import './TypeBanner.css';

interface TypeBannerProps {
  /** The type's name in the page's language (with `lang` when it fell back to English). */
  title: ShownText;
  description?: ShownText | null;
  /** Above the title; 'Products' when not given. */
  eyebrow?: string;
  /** The description is still on its way: a placeholder line instead of the fallback text. */
  loading?: boolean;
  children?: ReactNode;
}

/** The top of a product type screen: its name and what it covers (a fallback sentence without a description). */
export function TypeBanner({ title, description, eyebrow, loading = false, children }: TypeBannerProps) {
  const messages = useMessages();
  const shown = description?.text.trim() ? description : { text: messages.fallbackTypeDescription };
  return (
    <header className="pr-banner pr-type-banner">
      <div className="pr-container">
        <p className="pr-banner__eyebrow pr-type-banner__eyebrow">{eyebrow ?? messages.products}</p>
        <h1 className="pr-type-banner__title" lang={title.lang}>
          {title.text}
        </h1>
        {loading ? (
          <p className="pr-type-banner__text pr-type-banner__text--loading pr-skeleton" aria-hidden="true" />
        ) : (
          <p className="pr-type-banner__text" lang={shown.lang}>
            {shown.text}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
