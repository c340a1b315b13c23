import { useGetSiteSettingsQuery, useLocale } from '@mfe/shared-ui';
import { shownSettingText } from '../../../lib/shownText';
import { useMessages } from '../../../messages/messages';
import './HistoryTimeline.css';

/** Spec §2: the settings' company history as a timeline that scrolls sideways (by keyboard too); nothing without them. */
export function HistoryTimeline() {
  const messages = useMessages();
  const locale = useLocale();
  const history = useGetSiteSettingsQuery().data?.history ?? [];
  if (history.length === 0) return null;
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
          {history.map((event) => {
            const title = shownSettingText(event, 'title', locale);
            const text = shownSettingText(event, 'text', locale);
            return (
              <li key={`${event.year}-${event.title}`} className="pr-history__event">
                <span className="pr-history__year">{event.year}</span>
                <h3 className="pr-history__event-title" lang={title.lang}>
                  {title.text}
                </h3>
                <p lang={text.lang}>{text.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
