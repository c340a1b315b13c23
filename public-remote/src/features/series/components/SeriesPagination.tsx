import { Link } from 'react-router-dom';
import { seriesPagePath, type PageInfo } from '@mfe/shared-ui';
import { useMessages, type PublicMessages } from '../../../messages/messages';
import { GAP, pageWindow } from '../utils/pageWindow';
import './SeriesPagination.css';

/** "Showing 49–96 of 834": which models of the series this page shows. */
export function shownRange({ total, per_page, current_page }: PageInfo, messages: PublicMessages): string {
  const first = (current_page - 1) * per_page + 1;
  const last = Math.min(total, current_page * per_page);
  return messages.shownRange(first, last, total);
}

interface SeriesPaginationProps {
  seriesId: number;
  page: PageInfo;
}

/**
 * The pages of a series' models (issue 20): plain links (`/product/series/{id}?page=n`, the first
 * page the series URL itself) that work and are crawlable without JavaScript, with rel prev/next;
 * the router follows them in the browser, which fetches only the page it shows.
 */
export function SeriesPagination({ seriesId, page }: SeriesPaginationProps) {
  const messages = useMessages();
  const { current_page: current, last_page: last } = page;
  if (last <= 1) return null;
  const to = (n: number) => seriesPagePath(seriesId, n);
  return (
    <nav className="pr-series-pages" aria-label={messages.pagesOfModels}>
      <ul className="pr-series-pages__list">
        {current > 1 && (
          <li>
            <Link className="pr-series-pages__step" to={to(current - 1)} rel="prev">
              {messages.previous}
              <span className="pr-visually-hidden">{messages.pageHidden}</span>
            </Link>
          </li>
        )}
        {pageWindow(current, last).map((n, i) =>
          n === GAP ? (
            <li key={`gap-${i}`} className="pr-series-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span className="pr-series-pages__page pr-series-pages__page--current" aria-current="page">
                  <span className="pr-visually-hidden">{messages.pageNumberHidden}</span>
                  {n}
                </span>
              ) : (
                <Link className="pr-series-pages__page" to={to(n)}>
                  <span className="pr-visually-hidden">{messages.pageNumberHidden}</span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link className="pr-series-pages__step" to={to(current + 1)} rel="next">
              {messages.next}
              <span className="pr-visually-hidden">{messages.pageHidden}</span> ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
