import { useGetManufactureTypesQuery } from '../api/landingApi';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import { StatusPanel } from '../../../components/StatusPanel';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { ProductTypeTile } from './ProductTypeTile';
import { Reveal } from './Reveal';
import './ProductsSection.css';

/** Placeholders keep the section's height while loading, so the about section does not jump. */
const SKELETON_TILES = 5;

/** Spec §2 Products section: one round tile per manufacture type. */
export function ProductsSection() {
  const { data: types, isLoading, isError, refetch } = useGetManufactureTypesQuery();

  let body;
  if (isLoading) {
    body = (
      <>
        <LoadingIndicator label="Loading products…" visuallyHidden />
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
        title="Products could not be loaded"
        actions={
          <button type="button" className="pr-button" onClick={() => refetch()}>
            Try again
          </button>
        }
      >
        <p>Please check your connection and try again.</p>
      </StatusPanel>
    );
  } else if (!types?.length) {
    body = (
      <StatusPanel tone="empty" title="No products listed yet">
        <p>Our catalogue is being updated. Please contact our sales team in the meantime.</p>
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
          <p className="pr-section-eyebrow">What we supply</p>
          <h2 id="landing-products-title" className="pr-section-title">
            Products
          </h2>
          <p className="pr-section-lead">Equipment from the makers we represent, and the engineering we do in house.</p>
        </Reveal>
        {body}
      </div>
    </section>
  );
}
