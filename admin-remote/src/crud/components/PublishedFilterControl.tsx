import { Radio } from 'antd';
import type { PublishedFilter } from '../hooks/useCatalogueList';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Drafts' },
];

const valueOf = (filter: PublishedFilter) => (filter === null ? 'all' : String(filter));
const filterOf = (value: string): PublishedFilter => (value === 'all' ? null : value === 'true');

/** All / Published / Drafts above a catalogue list (issue 21): radio buttons, moved between with the arrow keys. */
export function PublishedFilterControl({ value, onChange }: { value: PublishedFilter; onChange: (next: PublishedFilter) => void }) {
  return (
    <Radio.Group
      aria-label="Show"
      optionType="button"
      value={valueOf(value)}
      onChange={(event) => onChange(filterOf(event.target.value as string))}
      options={OPTIONS}
    />
  );
}
