import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { movedTypePath, usePageTitle } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { useGetManufactureTypeByNameQuery } from '../api/productTypeApi';
import { usePreview } from '../../preview/hooks/usePreview';
import { withPreview } from '../../preview/utils/previewArgs';
import { StatusPanel } from '../../../components/StatusPanel';
import { TypeBanner } from './TypeBanner';
import { DistributorList } from './DistributorList';
import { CompanyProfile } from './CompanyProfile';

/**
 * A manufacture type's page: banner, then its distributors; or the company profile when the record
 * says so (its page kind, not its name: a rename keeps it). Asked by a former name, it moves to the
 * current one, replacing the URL (the shell's server answers such a request with a 308).
 */
export function ManufactureTypeView({ typeName }: { typeName: string }) {
  const navigate = useNavigate();
  const messages = useMessages();
  const shownText = useShownText();
  const preview = usePreview();
  const { currentData: type, isFetching, isError, error, refetch } = useGetManufactureTypeByNameQuery(withPreview({ name: typeName }, preview));
  const moved = type ? movedTypePath(typeName, type.name) : null;
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved, navigate]);
  // The type's name in the page's language once it is known; until then the URL's.
  const title = type ? shownText(type, 'name') : { text: typeName };
  usePageTitle(title.text);
  const backToProducts = (
    <Link className="pr-button pr-button--ghost" to="/products">
      {messages.backToProducts}
    </Link>
  );

  if (isFetching && !type) {
    return (
      <>
        <TypeBanner title={title} loading />
        <DistributorList typeName={typeName} typeLabel={title.text} vendors={undefined} />
      </>
    );
  }
  if (isError || !type) {
    if (error && 'status' in error && error.status === 404) {
      return (
        <div className="pr-container">
          <StatusPanel tone="not-found" title={messages.typeNotFoundTitle} actions={backToProducts}>
            <p>{messages.typeNotFoundText(typeName)}</p>
          </StatusPanel>
        </div>
      );
    }
    return (
      <div className="pr-container">
        <StatusPanel
          tone="error"
          title={messages.distributorsFailed}
          actions={
            <>
              <button type="button" className="pr-button" onClick={() => refetch()}>
                {messages.tryAgain}
              </button>
              {backToProducts}
            </>
          }
        >
          <p>{messages.checkConnection}</p>
        </StatusPanel>
      </div>
    );
  }
  if (type.page_kind === 'company_profile') return <CompanyProfile title={title} />;
  return (
    <>
      <TypeBanner title={title} description={shownText(type, 'description')} />
      <DistributorList typeName={type.name} typeLabel={title.text} vendors={type.mt_vendor ?? []} />
    </>
  );
}
