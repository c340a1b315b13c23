/**
 * The first admin seeded when the database has no user and ADMIN_EMAIL / ADMIN_PASSWORD are not
 * set: demo-only credentials. The one definition for the API, the demo, the scripts, the benches
 * and the tests. The admin's login form never imports it: the demo's runtime config (and a
 * development build's) carries it there, so no production admin bundle holds the password.
 */
export const DEMO_ADMIN_CREDENTIALS = { email: 'admin@example.com', password: 'admin12345' };
