import type { ReactNode } from 'react';
import './TypeBanner.css';

interface TypeBannerProps {
  title: string;
  description?: string | null;
  eyebrow?: string;
  /** The description is still on its way: a placeholder line instead of the fallback text. */
  loading?: boolean;
  children?: ReactNode;
}

export const FALLBACK_TYPE_DESCRIPTION =
  'Equipment from the makers we represent in Indonesia, supplied with installation, training and after-sales service. Choose a distributor below to browse its catalogue.';

/** The top of a product type screen: its name and what it covers. */
export function TypeBanner({ title, description, eyebrow = 'Products', loading = false, children }: TypeBannerProps) {
  return (
    <header className="pr-banner pr-type-banner">
      <div className="pr-container">
        <p className="pr-banner__eyebrow pr-type-banner__eyebrow">{eyebrow}</p>
        <h1 className="pr-type-banner__title">{title}</h1>
        {loading ? (
          <p className="pr-type-banner__text pr-type-banner__text--loading pr-skeleton" aria-hidden="true" />
        ) : (
          <p className="pr-type-banner__text">{description?.trim() || FALLBACK_TYPE_DESCRIPTION}</p>
        )}
        {children}
      </div>
    </header>
  );
}
