import type { PreparedPage } from '@mfe/shared-ui';

/**
 * The page status for a read the page depends on: 404 when the API says the record does not
 * exist, 503 when the API could not answer (the page then shows its own 'try again' state).
 */
export function statusOf(result: { isSuccess: boolean; error?: unknown }): PreparedPage['status'] {
  if (result.isSuccess) return 200;
  const status = (result.error as { status?: unknown } | undefined)?.status;
  return status === 404 ? 404 : 503;
}
