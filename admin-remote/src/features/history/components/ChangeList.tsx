import { useState } from 'react';
import { Button, Typography } from 'antd';
import { useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { fieldLabel, shortened, SHORT_TEXT_MAX, valueText } from '../changeText';
import type { HistoryChange, HistoryEntry } from '../historyEntries';
import { historyModule } from '../historyModules';

/**
 * The fields an entry changed, one a line: 'Label: before → after', each field labelled as its
 * form names it. Long values are shortened; 'Show all' shows the line's two values whole. The one
 * view of changes: a record's Change history and the Activity both show it.
 */
export function ChangeList({ entry }: { entry: HistoryEntry }) {
  const m = useMessages();
  if (!entry.changes.length) return null;
  const labels = historyModule(entry.module_type)?.fieldLabels(m) ?? {};
  return (
    <ul style={{ margin: 0, paddingLeft: 18, maxWidth: 560 }}>
      {entry.changes.map((change) => (
        <ChangeLine key={change.field} label={fieldLabel(labels, change.field)} change={change} />
      ))}
    </ul>
  );
}

function ChangeLine({ label, change }: { label: string; change: HistoryChange }) {
  const m = useMessages();
  const locale = useLocale();
  const [whole, setWhole] = useState(false);
  const before = valueText(change.field, change.before, m, locale);
  const after = valueText(change.field, change.after, m, locale);
  const long = [before, after].some((text) => text !== null && text.length > SHORT_TEXT_MAX);
  const shown = (text: string | null) =>
    text === null ? (
      <Typography.Text type="secondary">{m.emptyValue}</Typography.Text>
    ) : (
      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{whole ? text : shortened(text, SHORT_TEXT_MAX)}</span>
    );
  return (
    <li>
      <strong>{label}</strong>: {shown(before)} → {shown(after)}
      {long && (
        <Button type="link" size="small" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {whole ? m.showLess : m.showAll}
        </Button>
      )}
    </li>
  );
}
