import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { productTypePath } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import type { ShownText } from '../../../lib/shownText';
import './CatalogueHeader.css';

interface CatalogueHeaderProps {
  /** The type's (English) name, which its page's path carries. */
  typeName: string;
  /** The type's name as the page shows it. */
  typeLabel: ShownText;
  /** undefined while the vendor loads. */
  title?: string;
  children?: ReactNode;
}

/** The catalogue's band: the way back to the manufacture type, the title and the Distributor select. */
export function CatalogueHeader({ typeName, typeLabel, title, children }: CatalogueHeaderProps) {
  const navigate = useNavigate();
  const messages = useMessages();
  return (
    <header className="pr-banner pr-catalogue-header">
      <div className="pr-container">
        <button type="button" className="pr-button pr-button--light pr-catalogue-header__back" onClick={() => navigate(productTypePath(typeName))}>
          <span aria-hidden="true">←</span> {messages.backToType}
        </button>
        <div className="pr-catalogue-header__row">
          <div>
            <p className="pr-banner__eyebrow pr-catalogue-header__eyebrow" lang={typeLabel.lang}>
              {typeLabel.text}
            </p>
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
