/**
 * The first admin seeded when the database has no user and ADMIN_EMAIL / ADMIN_PASSWORD are not
 * set: demo-only credentials. The one definition for the API, the demo, the benches and the tests.
 */
export const DEMO_ADMIN_CREDENTIALS = { email: 'admin@example.com', password: 'admin12345' };
