import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';

/** The account the benches log in with: ADMIN_EMAIL / ADMIN_PASSWORD, else the demo admin. */
export const benchAdmin = () => ({
  email: process.env.ADMIN_EMAIL || DEMO_ADMIN_CREDENTIALS.email,
  password: process.env.ADMIN_PASSWORD || DEMO_ADMIN_CREDENTIALS.password,
});

/** Log the bench's admin in and return the Bearer token. */
export async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin()),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}
