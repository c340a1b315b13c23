import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { movedTypePath } from '@mfe/shared-ui';
import { useGetManufactureTypeByNameQuery } from '../api/productTypeApi';
import { usePreview } from '../../preview/hooks/usePreview';
import { withPreview } from '../../preview/utils/previewArgs';
import { StatusPanel } from '../../../components/StatusPanel';
import { TypeBanner } from './TypeBanner';
import { DistributorList } from './DistributorList';
import { CompanyProfile } from './CompanyProfile';

const backToProducts = (
  <Link className="pr-button pr-button--ghost" to="/products">
    Back to products
  </Link>
);

/**
 * A manufacture type's page: banner, then its distributors; or the company profile when the record
 * says so (its page kind, not its name: a rename keeps it). Asked by a former name, it moves to the
 * current one, replacing the URL (the shell's server answers such a request with a 308).
 */
export function ManufactureTypeView({ typeName }: { typeName: string }) {
  const navigate = useNavigate();
  const preview = usePreview();
  const { currentData: type, isFetching, isError, error, refetch } = useGetManufactureTypeByNameQuery(withPreview({ name: typeName }, preview));
  const moved = type ? movedTypePath(typeName, type.name) : null;
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved, navigate]);

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
  if (type.page_kind === 'company_profile') return <CompanyProfile title={type.name} />;
  return (
    <>
      <TypeBanner title={type.name} description={type.description} />
      <DistributorList typeName={type.name} vendors={type.mt_vendor ?? []} />
    </>
  );
}
