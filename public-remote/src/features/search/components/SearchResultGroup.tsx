import type { SearchGroup } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { SearchHitCard } from './SearchHitCard';

/** The hits of one kind under a heading with the kind's label (in the page's language) and how many were found. */
export function SearchResultGroup({ group, query }: { group: SearchGroup; query: string }) {
  const messages = useMessages();
  const headingId = `search-group-${group.kind}`;
  return (
    <section className="pr-search__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="pr-search__group-title">
        {messages.searchGroup(group.kind)} <span className="pr-search__count">({group.hits.length})</span>
      </h2>
      <ul className="pr-search__hits">
        {group.hits.map((hit) => (
          <SearchHitCard key={`${hit.kind}-${hit.id}`} hit={hit} query={query} />
        ))}
      </ul>
    </section>
  );
}
