import type { ProductSeriesNested } from '@mfe/shared-ui';
import { StatusPanel } from '../../../components/StatusPanel';
import { useMessages } from '../../../messages/messages';
import { SeriesCard } from './SeriesCard';
import './SeriesGrid.css';

/** The cards of the first row on wide screens (two rows on phones): in view on first paint. */
const FIRST_ROW = 4;

/** Spec §2: series cards, 4 per row on wide screens, 2 on tablets, 1–2 on phones. */
export function SeriesGrid({ series, emptyTitle }: { series: ProductSeriesNested[]; emptyTitle: string }) {
  const messages = useMessages();
  if (series.length === 0) {
    return (
      <StatusPanel tone="empty" title={emptyTitle}>
        <p>{messages.noSeriesText}</p>
      </StatusPanel>
    );
  }
  return (
    <ul className="pr-series-grid">
      {series.map((item, index) => (
        <SeriesCard key={item.id} series={item} priority={index < FIRST_ROW} />
      ))}
    </ul>
  );
}
