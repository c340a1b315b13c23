/**
 * The first admin seeded when the database has no user and ADMIN_EMAIL / ADMIN_PASSWORD are not
 * set: demo-only credentials. The one definition for the API, the demo, the admin remote's login
 * form, the scripts, the benches and the tests; it imports nothing, so a browser bundle may import it.
 */
export const DEMO_ADMIN_CREDENTIALS = { email: 'admin@example.com', password: 'admin12345' };
