// Answers held to the response schemas: the adapters' test suites check every JSON answer of a
// table route, so an answer that drifts from its documented shape fails a test.
import { failure } from '../schemas/responses';
import { findCatalogueRoute } from './table';

/**
 * What is wrong with an answer of the table's route for that request (path without its query
 * string), or null: a success must have the route's status and match its response schema, a
 * refusal (4xx, 5xx) `{message}` with its optional parts. Other answers (304, requests of no table
 * route) pass.
 */
export function answerMismatch(method: string, path: string, status: number, body: unknown): string | null {
  const found = findCatalogueRoute(method, path);
  if (!found) return null;
  const { route } = found;
  if (status >= 200 && status < 300 && status !== route.response.status) {
    return `${method} ${path} answered ${status}, where ${route.id} answers ${route.response.status}`;
  }
  const schema = status === route.response.status ? route.response.schema : status >= 400 ? failure : null;
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `${method} ${path} answered ${status} with a body that does not match ${route.id}'s response schema: ${issues.slice(0, 5).join('; ')}`;
}
