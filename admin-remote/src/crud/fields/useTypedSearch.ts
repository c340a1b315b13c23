import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** What is typed into a picker's search, and the trimmed search sent once typing pauses (one request, not one per key). */
export function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, search };
}
