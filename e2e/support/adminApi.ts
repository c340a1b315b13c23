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

/** The ids of a type, vendor, category and series made for one spec. */
export interface SeriesChain {
  type: number;
  vendor: number;
  category: number;
  series: number;
}

/** A new type > vendor > category > series with these names (the series with its own extra fields). */
export async function createSeriesChain(
  names: { type: string; vendor: string; category: string; series: string },
  series: object = {},
): Promise<SeriesChain> {
  const type = (await adminWrite('POST', '/api/manufacture-type/create', { name: names.type })).id;
  const vendor = (await adminWrite('POST', '/api/vendor/create', { name: names.vendor, mt_manufacture_type_id: type })).id;
  const category = (
    await adminWrite('POST', '/api/product/category/create', { name: names.category, mt_manufacture_type_id: type, mt_vendor_id: vendor })
  ).id;
  const seriesId = (
    await adminWrite('POST', '/api/product/series/create', {
      name: names.series,
      ...series,
      mt_manufacture_type_id: type,
      mt_vendor_id: vendor,
      mt_product_category_id: category,
    })
  ).id;
  return { type, vendor, category, series: seriesId };
}

/** Deletes what createSeriesChain made, children first. */
export async function deleteSeriesChain(ids: SeriesChain): Promise<void> {
  await adminWrite('DELETE', `/api/product/series/delete/${ids.series}`);
  await adminWrite('DELETE', `/api/product/category/delete/${ids.category}`);
  await adminWrite('DELETE', `/api/vendor/delete/${ids.vendor}`);
  await adminWrite('DELETE', `/api/manufacture-type/delete/${ids.type}`);
}
