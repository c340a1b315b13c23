// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { useMatch, useParams } from 'react-router-dom';
import { useGoBackWhen } from '../../../hooks/useGoBackWhen';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { ManufactureTypeView } from './ManufactureTypeView';
import { PreviewBanner } from '../../preview/components/PreviewBanner';
import { buildLabel } from '../../../lib/buildLabel';
import { useMessages } from '../../../messages/messages';
import { withMessages } from '../../../messages/withMessages';

/** Exposed as public_remote/ProductTypePage: /product/:type (the view titles the page with the type's name). */
function ProductTypePage() {
  const typeParam = useParams().type;
  const typeName = typeParam?.trim() ?? '';
  const messages = useMessages();
  // Go back only on a product route: the bare /product, or /product/ with a blank type. A host may
  // render the outgoing screen once more with the next location (e.g. /products), which is not one.
  const onBareProductRoute = useMatch({ path: '/product', end: true }) !== null;
  // Opened in a fresh tab, 'back' is home.
  useGoBackWhen(!typeName && (onBareProductRoute || typeParam !== undefined), '/');

  return (
    <div className="pr-page pr-product-type" data-build={buildLabel()}>
      <PreviewBanner />
      {!typeName ? <LoadingIndicator label={messages.goingBack} /> : <ManufactureTypeView typeName={typeName} />}
    </div>
  );
}

export default withMessages(ProductTypePage);
