import { HISTORY, useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import './HistoryTimeline.css';

/** Spec §2: the company history as a timeline that scrolls sideways (by keyboard too). */
export function HistoryTimeline() {
  const messages = useMessages();
  const history = HISTORY[useLocale()];
  return (
    <section className="pr-history" aria-labelledby="history-title">
      <div className="pr-container">
        <h2 id="history-title" className="pr-history__title">
          {messages.history}
        </h2>
      </div>
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <div className="pr-history__scroller" tabIndex={0} role="region" aria-label={messages.historyScroller}>
        <ol className="pr-history__events">
          {history.map((event) => (
            <li key={`${event.year}-${event.title}`} className="pr-history__event">
              <span className="pr-history__year">{event.year}</span>
              <h3 className="pr-history__event-title">{event.title}</h3>
              <p>{event.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
