import { adminSession } from './auth';
import { ports } from './env';

const API = `http://127.0.0.1:${ports.api}`;

/** A call to the API with the admin's token, straight to the API server (no browser). */
export async function adminApi(
  method: 'POST' | 'DELETE',
  path: string,
  body?: object,
): Promise<{ status: number; body: { data: { id: number; name: string } } }> {
  const { token } = (await adminSession()) as { token: string };
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
      // A DELETE has no body, and the API refuses an empty one declared as JSON.
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { data: { id: number; name: string } } };
}

/** The same, for a setup step that must succeed: throws with the API's answer otherwise. */
export async function adminWrite(method: 'POST' | 'DELETE', path: string, body?: object): Promise<{ id: number; name: string }> {
  const answer = await adminApi(method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A read with the admin's token, straight to the API server: the `data` of its answer, throws otherwise. */
export async function adminRead<T>(path: string): Promise<T> {
  const { token } = (await adminSession()) as { token: string };
  const response = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}
