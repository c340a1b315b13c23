import type { SeriesProduct } from '@mfe/shared-ui';
import { useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { specValueText, type SpecAttribute } from '../../../lib/specValue';
import './SeriesSpecification.css';

interface SeriesSpecificationProps {
  seriesName: string;
  /** The series' category's attributes in the staff's order: the columns. */
  attributes: SpecAttribute[];
  /** The models this page shows: those with a value of any attribute are the rows. */
  products: SeriesProduct[];
}

/**
 * The models' technical data side by side (issue 24): a model a row, an attribute a column (its
 * name in the page's language, its unit), the model's name kept in view while a phone scrolls the
 * table sideways in its labelled, focusable region. Models without any value are left out (a row of
 * dashes says nothing), and so is the table when none has one or the category has no attributes.
 */
export function SeriesSpecification({ seriesName, attributes, products }: SeriesSpecificationProps) {
  const messages = useMessages();
  const locale = useLocale();
  const shownText = useShownText();
  const rows = products.filter((product) => attributes.some((attribute) => product.attributes?.[attribute.id] !== undefined));
  if (!attributes.length || !rows.length) return null;
  return (
    <div className="pr-spec">
      {/* Focusable, so a keyboard user can scroll it; named for what it holds. */}
      <div className="pr-spec__scroll" role="region" aria-label={messages.specificationsOf(seriesName)} tabIndex={0}>
        <table className="pr-spec__table">
          {/* The table's name; a caption, not a heading: the models' names are the section's headings. */}
          <caption className="pr-spec__title">{messages.specifications}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.specModel}</th>
              {attributes.map((attribute) => {
                const name = shownText(attribute, 'name');
                return (
                  <th key={attribute.id} scope="col">
                    <span lang={name.lang}>{name.text}</span>
                    {attribute.unit && <span className="pr-spec__unit"> ({attribute.unit})</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  <a href={`#product-${product.id}`}>{product.name}</a>
                </th>
                {attributes.map((attribute) => {
                  const text = specValueText(product.attributes?.[attribute.id], locale, messages);
                  const numeric = attribute.type === 'number' || attribute.type === 'range';
                  return text === null ? (
                    <td key={attribute.id} className="pr-spec__empty">
                      <span aria-hidden="true">–</span>
                      <span className="pr-visually-hidden">{messages.specNoValue}</span>
                    </td>
                  ) : (
                    <td key={attribute.id} className={numeric ? 'pr-spec__number' : undefined}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
