// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { useLocation } from 'react-router-dom';
import { comparePath } from '@mfe/catalogue-core/paths';
import { usePageTitle, type Comparison } from '@mfe/shared-ui';
import { COMPARE_MAX } from '@mfe/catalogue-core/limits';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { buildLabel } from '../../../lib/buildLabel';
import { useMessages } from '../../../messages/messages';
import { withMessages } from '../../../messages/withMessages';
import { InquirySection } from '../../inquiry/components/InquirySection';
import { useGetComparisonQuery } from '../api/compareApi';
import { CompareMessagesReady, useCompareMessages } from '../messages/compareMessages';
import { compareIdsOf } from '../utils/compareIds';
import { CompareState } from './CompareState';
import { CompareTable } from './CompareTable';
import './ComparePage.css';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** Exposed as public_remote/ComparePage: /product/compare?ids=1,2,3 (issue 24), up to 4 models side by side. */
function ComparePage() {
  const messages = useCompareMessages();
  const shared = useMessages();
  const { search } = useLocation();
  const asked = compareIdsOf(search);
  const { currentData, isError, isFetching, error, refetch } = useGetComparisonQuery(asked.kind === 'ids' ? asked.ids : [], {
    skip: asked.kind !== 'ids',
  });
  usePageTitle(messages.compareTitle);

  const browse = { to: '/products', label: messages.browseProducts };
  let body;
  if (asked.kind === 'none') {
    body = <CompareState tone="empty" title={messages.nothingToCompare} text={messages.nothingToCompareText} action={browse} />;
  } else if (asked.kind === 'invalid' || asked.kind === 'too-many') {
    const tooMany = asked.kind === 'too-many';
    body = (
      <CompareState
        tone="not-found"
        title={messages.badIdsTitle}
        text={tooMany ? messages.compareTooMany : messages.compareIdsInvalid}
        action={tooMany ? { to: comparePath(asked.ids.slice(0, COMPARE_MAX)), label: messages.compareFirstFour } : browse}
      />
    );
  } else if (currentData) {
    body = <CompareBody comparison={currentData} />;
  } else if (isError && !isFetching) {
    body = isNotFound(error) ? (
      <CompareState tone="not-found" title={messages.modelsMissingTitle} text={messages.modelsMissingText} action={browse} />
    ) : (
      <CompareState
        tone="error"
        title={messages.unavailableTitle}
        text={messages.unavailableText}
        action={{ label: shared.tryAgain, onClick: () => void refetch() }}
      />
    );
  } else {
    body = <LoadingIndicator label={messages.loading} />;
  }

  return (
    <div className="pr-page pr-compare" data-build={buildLabel()}>
      <header className="pr-banner pr-compare__header">
        <div className="pr-container">
          <h1 className="pr-compare__title">{messages.compareTitle}</h1>
          <p className="pr-compare__intro">{messages.compareIntro}</p>
        </div>
      </header>
      <div className="pr-container pr-compare__body">{body}</div>
    </div>
  );
}

function CompareBody({ comparison }: { comparison: Comparison }) {
  const messages = useCompareMessages();
  const missing = comparison.missing_ids.length;
  return (
    <>
      {missing > 0 && (
        <p className="pr-compare__note" role="note">
          {messages.someMissing(missing)}
        </p>
      )}
      <CompareTable comparison={comparison} />
      <section className="pr-compare__quote" aria-label={messages.requestQuoteForModels}>
        <InquirySection models={comparison.mt_product.map(({ id, name }) => ({ id, name }))} />
      </section>
    </>
  );
}

/** The page with both its dictionaries loaded: the public one (the quote form's) and its own. */
function ComparePageReady() {
  return (
    <CompareMessagesReady>
      <ComparePage />
    </CompareMessagesReady>
  );
}

export default withMessages(ComparePageReady);
