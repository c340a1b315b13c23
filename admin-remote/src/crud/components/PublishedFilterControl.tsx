import { Radio } from 'antd';
import type { PublishedFilter } from '../hooks/useCatalogueList';
import { useMessages } from '../../messages/messages';

const valueOf = (filter: PublishedFilter) => (filter === null ? 'all' : String(filter));
const filterOf = (value: string): PublishedFilter => (value === 'all' ? null : value === 'true');

/** All / Published / Drafts above a catalogue list (issue 21): radio buttons, moved between with the arrow keys. */
export function PublishedFilterControl({ value, onChange }: { value: PublishedFilter; onChange: (next: PublishedFilter) => void }) {
  const m = useMessages();
  return (
    <Radio.Group
      aria-label={m.show}
      optionType="button"
      value={valueOf(value)}
      onChange={(event) => onChange(filterOf(event.target.value as string))}
      options={[
        { value: 'all', label: m.filterAll },
        { value: 'true', label: m.filterPublished },
        { value: 'false', label: m.filterDrafts },
      ]}
    />
  );
}
