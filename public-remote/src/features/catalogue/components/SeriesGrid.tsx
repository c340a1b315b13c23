import type { finder } from '@mfe/catalogue-core';
import type { ProductSeriesNested } from '@mfe/shared-ui';
import type { ImageLoading } from '../../../components/ImageWithFallback';
import { StatusPanel } from '../../../components/StatusPanel';
import { useMessages } from '../../../messages/messages';
import { SeriesCard, type CardSpec } from './SeriesCard';
import './SeriesGrid.css';

/** The cards of the first row on wide screens (two rows on phones): in view on first paint, their images fetched at once. */
const FIRST_ROW = 4;

/** The first card's image is the page's priority one; the rest of the first row's are eager, the others lazy. */
const imageLoading = (index: number): ImageLoading => (index === 0 ? 'priority' : index < FIRST_ROW ? 'eager' : 'lazy');

/** Each series' card specifications, by series id, from the finder's answer. */
function specsBySeries(cards: finder.FacetsAnswer['cards'] | undefined): Map<number, CardSpec[]> {
  const attributes = new Map(cards?.attributes.map((attribute) => [attribute.id, attribute]));
  return new Map(
    cards?.series.map(({ id, values }) => [
      id,
      values.flatMap((value) => {
        const attribute = attributes.get(value.attribute_id);
        return attribute ? [{ attribute, value }] : [];
      }),
    ]),
  );
}

/** Spec §2: series cards, 4 per row on wide screens, 2 on tablets, 1–2 on phones; each with its models' specifications shown on cards. */
export function SeriesGrid({
  series,
  cards,
  emptyTitle,
}: {
  series: ProductSeriesNested[];
  cards?: finder.FacetsAnswer['cards'];
  emptyTitle: string;
}) {
  const messages = useMessages();
  const specs = specsBySeries(cards);
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
        <SeriesCard key={item.id} series={item} specs={specs.get(item.id)} loading={imageLoading(index)} />
      ))}
    </ul>
  );
}
