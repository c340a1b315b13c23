import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { productTypePath } from '@mfe/shared-ui';
import './CatalogueHeader.css';

interface CatalogueHeaderProps {
  typeName: string;
  /** undefined while the vendor loads. */
  title?: string;
  children?: ReactNode;
}

/** The catalogue's band: the way back to the manufacture type, the title and the Distributor select. */
export function CatalogueHeader({ typeName, title, children }: CatalogueHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="pr-banner pr-catalogue-header">
      <div className="pr-container">
        <button type="button" className="pr-button pr-button--light pr-catalogue-header__back" onClick={() => navigate(productTypePath(typeName))}>
          <span aria-hidden="true">←</span> Back to the manufacture type
        </button>
        <div className="pr-catalogue-header__row">
          <div>
            <p className="pr-banner__eyebrow pr-catalogue-header__eyebrow">{typeName}</p>
            {title ? (
              <h1 className="pr-catalogue-header__title">{title}</h1>
            ) : (
              <div className="pr-catalogue-header__title-placeholder pr-skeleton" aria-hidden="true" />
            )}
          </div>
          {children}
        </div>
      </div>
    </header>
  );
}
