import { installMatchMedia } from '@mfe/shared-ui/test/fakeMatchMedia';

// Tests that depend on a media feature (reduced motion) install this: a query matches when it
// contains one of the given features.
export function mockMatchMedia(matchingQueries: string[]): () => void {
  return installMatchMedia((query) => matchingQueries.some((q) => query.includes(q)));
}
