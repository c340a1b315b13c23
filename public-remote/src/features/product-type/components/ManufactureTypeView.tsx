import { Link } from 'react-router-dom';
import { useGetManufactureTypeByNameQuery } from '../api/productTypeApi';
import { StatusPanel } from '../../../components/StatusPanel';
import { TypeBanner } from './TypeBanner';
import { DistributorList } from './DistributorList';

const backToProducts = (
  <Link className="pr-button pr-button--ghost" to="/products">
    Back to products
  </Link>
);

/** A manufacture type other than Engineering & Services: banner, then its distributors. */
export function ManufactureTypeView({ typeName }: { typeName: string }) {
  const { currentData: type, isFetching, isError, error, refetch } = useGetManufactureTypeByNameQuery(typeName);

  if (isFetching && !type) {
    return (
      <>
        <TypeBanner title={typeName} loading />
        <DistributorList typeName={typeName} vendors={undefined} />
      </>
    );
  }
  if (isError || !type) {
    if (error && 'status' in error && error.status === 404) {
      return (
        <div className="pr-container">
          <StatusPanel tone="not-found" title="Product type not found" actions={backToProducts}>
            <p>We could not find “{typeName}” in our catalogue. It may have been renamed or removed.</p>
          </StatusPanel>
        </div>
      );
    }
    return (
      <div className="pr-container">
        <StatusPanel
          tone="error"
          title="Distributors could not be loaded"
          actions={
            <>
              <button type="button" className="pr-button" onClick={() => refetch()}>
                Try again
              </button>
              {backToProducts}
            </>
          }
        >
          <p>Please check your connection and try again.</p>
        </StatusPanel>
      </div>
    );
  }
  return (
    <>
      <TypeBanner title={type.name} description={type.description} />
      <DistributorList typeName={type.name} vendors={type.mt_vendor ?? []} />
    </>
  );
}
