import type { ProductSeries } from '@mfe/shared-ui';
import { StatusPanel } from '../../../components/StatusPanel';
import { SeriesCard } from './SeriesCard';
import './SeriesGrid.css';

/** Spec §2: series cards, 4 per row on wide screens, 2 on tablets, 1–2 on phones. */
export function SeriesGrid({ series, emptyTitle }: { series: ProductSeries[]; emptyTitle: string }) {
  if (series.length === 0) {
    return (
      <StatusPanel tone="empty" title={emptyTitle}>
        <p>Please choose another category, or ask our sales team for this range.</p>
      </StatusPanel>
    );
  }
  return (
    <ul className="pr-series-grid">
      {series.map((item) => (
        <SeriesCard key={item.id} series={item} />
      ))}
    </ul>
  );
}
