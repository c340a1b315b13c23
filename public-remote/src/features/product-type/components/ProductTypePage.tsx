// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { useMatch, useParams } from 'react-router-dom';
import { usePageTitle } from '@mfe/shared-ui';
import { useGoBackWhen } from '../../../hooks/useGoBackWhen';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { ManufactureTypeView } from './ManufactureTypeView';
import { PreviewBanner } from '../../preview/components/PreviewBanner';
import { buildLabel } from '../../../lib/buildLabel';

/** Exposed as public_remote/ProductTypePage: /product/:type. */
export default function ProductTypePage() {
  const typeParam = useParams().type;
  const typeName = typeParam?.trim() ?? '';
  // Go back only on a product route: the bare /product, or /product/ with a blank type. A host may
  // render the outgoing screen once more with the next location (e.g. /products), which is not one.
  const onBareProductRoute = useMatch({ path: '/product', end: true }) !== null;
  usePageTitle(typeName || undefined);
  // Opened in a fresh tab, 'back' is home.
  useGoBackWhen(!typeName && (onBareProductRoute || typeParam !== undefined), '/');

  return (
    <div className="pr-page pr-product-type" data-build={buildLabel()}>
      <PreviewBanner />
      {!typeName ? <LoadingIndicator label="Going back…" /> : <ManufactureTypeView typeName={typeName} />}
    </div>
  );
}
