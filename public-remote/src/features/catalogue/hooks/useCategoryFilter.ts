import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES } from '@mfe/shared-ui';
import { useGoBackWhen } from '../../../hooks/useGoBackWhen';
import { parseCategoryFilter } from '../utils/parseCategoryFilter';
import type { CategoryFilter } from '../types/categoryFilter';

/**
 * Reads ?category= and applies its rules: go back when missing (to `backTo` when there is no
 * back in this app), rewrite 'undefined' to All.
 * `onOwnRoute` is false when the screen renders for a location that is not a catalogue route:
 * a host may render the outgoing screen once more with the next location, and that must not
 * count as a catalogue without a category.
 */
export function useCategoryFilter(onOwnRoute: boolean, backTo: string): CategoryFilter {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseCategoryFilter(searchParams.get('category'));
  const normalise = onOwnRoute && filter.kind === 'all' && filter.normaliseToAll;

  useGoBackWhen(onOwnRoute && filter.kind === 'missing', backTo);
  useEffect(() => {
    if (!normalise) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', ALL_CATEGORIES);
        return next;
      },
      { replace: true },
    );
  }, [normalise, setSearchParams]);

  return filter;
}
