// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { useParams } from 'react-router-dom';
import { ENGINEERING_TYPE_NAME, usePageTitle } from '@mfe/shared-ui';
import { useGoBackWhen } from '../../../hooks/useGoBackWhen';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { CompanyProfile } from './CompanyProfile';
import { ManufactureTypeView } from './ManufactureTypeView';

/** Exposed as public_remote/ProductTypePage: /product/:type. */
export default function ProductTypePage() {
  const typeName = useParams().type?.trim() ?? '';
  usePageTitle(typeName || undefined);
  useGoBackWhen(!typeName);

  return (
    <div className="pr-page pr-product-type">
      {!typeName ? (
        <LoadingIndicator label="Going back…" />
      ) : typeName === ENGINEERING_TYPE_NAME ? (
        <CompanyProfile />
      ) : (
        <ManufactureTypeView typeName={typeName} />
      )}
    </div>
  );
}
