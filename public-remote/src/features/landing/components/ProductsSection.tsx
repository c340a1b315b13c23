import { useGetManufactureTypesQuery } from '../api/landingApi';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { StatusPanel } from '../../../components/StatusPanel';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useMessages } from '../../../messages/messages';
import { ProductTypeTile } from './ProductTypeTile';
import { Reveal } from './Reveal';
import './ProductsSection.css';

/** Placeholders keep the section's height while loading, so the about section does not jump. */
const SKELETON_TILES = 5;

/** Spec §2 Products section: one round tile per manufacture type. */
export function ProductsSection() {
  const messages = useMessages();
  const { data: types, isLoading, isError, refetch } = useGetManufactureTypesQuery();

  let body;
  if (isLoading) {
    body = (
      <>
        <LoadingIndicator label={messages.loadingProducts} visuallyHidden />
        <ul className="pr-products__grid" aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <li key={i} className="pr-products__skeleton">
              <span className="pr-products__skeleton-image pr-skeleton" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (isError) {
    body = (
      <StatusPanel
        tone="error"
        title={messages.productsFailed}
        actions={
          <button type="button" className="pr-button" onClick={() => refetch()}>
            {messages.tryAgain}
          </button>
        }
      >
        <p>{messages.checkConnection}</p>
      </StatusPanel>
    );
  } else if (!types?.length) {
    body = (
      <StatusPanel tone="empty" title={messages.noProductsTitle}>
        <p>{messages.noProductsText}</p>
      </StatusPanel>
    );
  } else {
    body = (
      <ul className="pr-products__grid">
        {types.map((type) => (
          <ProductTypeTile key={type.id} type={type} />
        ))}
      </ul>
    );
  }

  return (
    <section id={SECTION_ELEMENT_IDS.products} className="pr-products" aria-labelledby="landing-products-title">
      <div className="pr-container">
        <Reveal>
          <p className="pr-section-eyebrow">{messages.productsEyebrow}</p>
          <h2 id="landing-products-title" className="pr-section-title">
            {messages.products}
          </h2>
          <p className="pr-section-lead">{messages.productsLead}</p>
        </Reveal>
        {body}
      </div>
    </section>
  );
}
