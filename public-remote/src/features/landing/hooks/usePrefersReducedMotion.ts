import { useMediaQuery } from '@mfe/shared-ui';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
