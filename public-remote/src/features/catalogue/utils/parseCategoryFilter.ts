import { ALL_CATEGORIES } from '@mfe/shared-ui';
import type { CategoryFilter } from '../types/categoryFilter';

/**
 * Spec §2: a missing category goes back; 'undefined' (a link built from an unset id) becomes
 * All, rewritten in the URL; any other non-numeric value shows every series.
 */
export function parseCategoryFilter(raw: string | null): CategoryFilter {
  if (raw === null) return { kind: 'missing' };
  const value = raw.trim();
  if (value === 'undefined') return { kind: 'all', normaliseToAll: true };
  if (value === ALL_CATEGORIES || !/^\d+$/.test(value)) return { kind: 'all', normaliseToAll: false };
  return { kind: 'category', id: Number(value) };
}
