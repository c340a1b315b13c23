import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { comparePath } from '@mfe/catalogue-core/paths';
import { seriesPath, useLocale, type Comparison } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { useShownText } from '../../../lib/shownText';
import { useCompareMessages } from '../messages/compareMessages';
import { attributeValueText } from '../utils/attributeValueText';
import { comparisonLines } from '../utils/comparisonTable';

/**
 * The models as columns, their specifications as rows (issue 24): a row whose values differ is
 * marked, and 'Show only differences' hides the others. Each column's × is a link to the comparison
 * without that model, so it works before the page's script too. On a phone the table scrolls
 * sideways with the attribute column kept in view.
 */
export function CompareTable({ comparison }: { comparison: Comparison }) {
  const messages = useCompareMessages();
  const locale = useLocale();
  const shownText = useShownText();
  const toggleId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const products = comparison.mt_product;
  const ids = products.map((product) => product.id);
  const lines = comparisonLines(products, comparison.rows);
  const shownLines = onlyDifferences ? lines.filter((line) => line.differs) : lines;
  const caption = messages.tableCaption(products.length);
  const words = { yes: messages.yes, no: messages.no };
  return (
    <>
      {products.length > 1 && lines.length > 0 && (
        <p className="pr-compare__toolbar">
          <input id={toggleId} type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          <label htmlFor={toggleId}>{messages.onlyDifferences}</label>
        </p>
      )}
      <div className="pr-compare__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="pr-compare-table">
          <caption className="pr-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-compare-table__corner">
                {messages.specification}
              </th>
              {products.map((product) => (
                <th scope="col" key={product.id} className="pr-compare-table__model">
                  <Link
                    className="pr-compare-table__remove"
                    to={comparePath(ids.filter((id) => id !== product.id))}
                    aria-label={messages.remove(product.name)}
                  >
                    <span aria-hidden="true">×</span>
                  </Link>
                  <ImageWithFallback
                    image={product.image}
                    slot={IMAGE_SLOTS.compareModel}
                    alt=""
                    className="pr-compare-table__image"
                    width={120}
                    height={90}
                  />
                  <Link className="pr-compare-table__name" to={seriesPath(product.mt_product_series.id, product.id)}>
                    {product.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{messages.seriesRow}</th>
              {products.map((product) => (
                <td key={product.id}>
                  <Link to={seriesPath(product.mt_product_series.id)}>{product.mt_product_series.name}</Link>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{messages.categoryRow}</th>
              {products.map((product) => {
                const name = shownText(product.mt_product_category, 'name');
                return (
                  <td key={product.id} lang={name.lang}>
                    {name.text}
                  </td>
                );
              })}
            </tr>
            <tr>
              <th scope="row">{messages.vendorRow}</th>
              {products.map((product) => (
                <td key={product.id}>{product.mt_vendor.name}</td>
              ))}
            </tr>
            {shownLines.map(({ row, values, differs }) => {
              const name = shownText(row, 'name');
              return (
                <tr key={row.attribute_ids.join('-')} className={differs ? 'pr-compare-table__row--differs' : undefined}>
                  <th scope="row">
                    <span lang={name.lang}>{name.text}</span>
                    {differs && products.length > 1 && (
                      <span className="pr-compare-table__differs">
                        <span aria-hidden="true">{messages.differs}</span>
                        <span className="pr-visually-hidden">{messages.differsHidden}</span>
                      </span>
                    )}
                  </th>
                  {values.map((value, index) => (
                    <td key={ids[index]}>
                      {value === undefined ? (
                        <span className="pr-compare-table__empty" title={messages.noValue}>
                          <span aria-hidden="true">—</span>
                          <span className="pr-visually-hidden">{messages.noValue}</span>
                        </span>
                      ) : (
                        attributeValueText(value, row.unit, locale, words)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {lines.length === 0 && <p className="pr-compare__note">{messages.noAttributes}</p>}
      {onlyDifferences && lines.length > 0 && shownLines.length === 0 && <p className="pr-compare__note">{messages.noDifferences}</p>}
    </>
  );
}
