import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { finder } from '@mfe/catalogue-core';
import { filterKey } from '@mfe/catalogue-core/finder-filters';
import { formatNumber, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { finderQueryOf } from '../utils/finderQuery';
import './FinderPanel.css';

interface FinderPanelProps {
  facets: finder.Facet[];
  /** The catalogue page's path without a query: where the form is sent. */
  action: string;
  /** The URL's ?category=, sent again with the filters. */
  category: string;
  /** The URL's query string: what the inputs show. */
  searchParams: URLSearchParams;
  /** The page with the category and no filter. */
  clearTo: string;
  /** With JavaScript: show the page of these params without a reload. */
  onApply(params: URLSearchParams): void;
}

/** A number typed into a bound is applied once the buyer pauses. */
const TYPING_PAUSE_MS = 600;
/** From this width the panel stands open beside the series (the layout's two columns). */
const BESIDE_THE_SERIES = '(min-width: 960px)';

/**
 * The catalogue finder (issue 24): one filter per filterable attribute of the page (min and max
 * for numbers and ranges, checkboxes with counts for a list's options, any / yes / no), as a plain
 * GET form: without JavaScript its button sends it and the server renders the page of the
 * filters; with it, each change shows that page at once (a typed bound after a pause).
 */
export function FinderPanel({ facets, action, category, searchParams, clearTo, onApply }: FinderPanelProps) {
  const messages = useMessages();
  const locale = useLocale();
  const shownText = useShownText();
  const panel = useRef<HTMLDetailsElement>(null);
  const typing = useRef<number | undefined>(undefined);
  const filters = finderQueryOf(searchParams);
  const setCount = new Set(filters ? [...new URLSearchParams(filters).keys()].map((key) => key.replace(/_m(in|ax)$/, '')) : []).size;

  // What the inputs show: the URL's filters. A change the form made itself keeps them as they are
  // (typing goes on); one from elsewhere (clear, back) starts them again from the URL.
  const shown = useRef({ filters, generation: 0 });
  if (shown.current.filters !== filters) shown.current = { filters, generation: shown.current.generation + 1 };

  // A phone's first view is the series: the panel comes folded unless filters are set, the same
  // from the server as after hydration, so nothing moves the series once painted (CLS). Wide
  // screens show its contents by CSS; where that CSS is not understood, it opens here. Only the
  // first render decides: a filter set or cleared later leaves the fold as the buyer left it.
  const [startsOpen] = useState(setCount > 0);
  useEffect(() => {
    if (panel.current && window.matchMedia?.(BESIDE_THE_SERIES).matches) panel.current.open = true;
  }, []);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const apply = (form: HTMLFormElement) => {
    window.clearTimeout(typing.current);
    const params = new URLSearchParams();
    params.set('category', category);
    const entries = [...new FormData(form)].map(([key, value]) => [key, String(value)]);
    const sent = new URLSearchParams(finderQueryOf(new URLSearchParams(entries)));
    for (const [key, value] of sent) params.append(key, value);
    shown.current.filters = finderQueryOf(params);
    onApply(params);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    window.clearTimeout(typing.current);
    if ((event.target as HTMLInputElement).type === 'number') typing.current = window.setTimeout(() => apply(form), TYPING_PAUSE_MS);
    else apply(form);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  const number = (value: number) => formatNumber(value, locale);
  return (
    <details ref={panel} className="pr-finder" open={startsOpen}>
      <summary className="pr-finder__toggle">{messages.finderToggle(setCount)}</summary>
      <form key={shown.current.generation} className="pr-finder__form" method="get" action={action} onChange={onChange} onSubmit={onSubmit}>
        <h2 className="pr-finder__title">{messages.finderTitle}</h2>
        <input type="hidden" name="category" value={category} />
        {facets.map((facet) => {
          const name = shownText(facet, 'name');
          const unit = facet.unit ? ` (${facet.unit})` : '';
          const key = filterKey(facet.id);
          const chosen = searchParams.getAll(key);
          return (
            <fieldset key={facet.id} className="pr-finder__facet">
              <legend className="pr-finder__name">
                <span lang={name.lang}>{name.text}</span>
                {unit}
              </legend>
              {facet.type === 'number' || facet.type === 'range' ? (
                <>
                  <div className="pr-finder__bounds">
                    {(['min', 'max'] as const).map((part) => (
                      <label key={part} className="pr-finder__bound">
                        <span>{part === 'min' ? messages.finderMin : messages.finderMax}</span>
                        <input
                          type="number"
                          step="any"
                          inputMode="decimal"
                          name={filterKey(facet.id, part)}
                          defaultValue={searchParams.get(filterKey(facet.id, part)) ?? ''}
                          placeholder={facet[part] === null ? undefined : number(facet[part])}
                        />
                      </label>
                    ))}
                  </div>
                  {facet.min !== null && facet.max !== null && (
                    <p className="pr-finder__hint">
                      {messages.finderBounds(number(facet.min), number(facet.max))}
                      {facet.unit ? ` ${facet.unit}` : ''}
                    </p>
                  )}
                </>
              ) : facet.type === 'option' ? (
                <ul className="pr-finder__options">
                  {facet.options.map((option) => (
                    <li key={option.value}>
                      <label className="pr-finder__option">
                        <input type="checkbox" name={key} value={option.value} defaultChecked={chosen.includes(option.value)} />
                        <span className="pr-finder__option-name">{option.value}</span>
                        <FinderCount count={option.count} />
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <ul className="pr-finder__options">
                  {[
                    { value: '', count: null, label: messages.finderAny },
                    ...facet.options.map((option) => ({ ...option, label: option.value === 'true' ? messages.finderYes : messages.finderNo })),
                  ].map((option) => (
                    <li key={option.value}>
                      <label className="pr-finder__option">
                        <input type="radio" name={key} value={option.value} defaultChecked={(chosen[0] ?? '') === option.value} />
                        <span className="pr-finder__option-name">{option.label}</span>
                        {option.count !== null && <FinderCount count={option.count} />}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          );
        })}
        <div className="pr-finder__actions">
          <button type="submit" className="pr-button">
            {messages.finderApply}
          </button>
          {setCount > 0 && (
            <Link className="pr-finder__clear" to={clearTo}>
              {messages.finderClear}
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}

/** How many models have an option (a list's or a yes/no's), and, read out after it, what it counts. */
function FinderCount({ count }: { count: number }) {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <span className="pr-finder__count">
      {formatNumber(count, locale)}
      <span className="pr-visually-hidden">{messages.finderModelsHidden}</span>
    </span>
  );
}
