/** Where the guards send a visitor (spec §4). Apart from the guards, which load with the admin routes. */
export const LOGIN_PATH = '/admin/login';
// The dashboard is a section of the table of admin sections (its drawer link is Home).
export { DASHBOARD_PATH } from '@mfe/shared-ui/site/admin-navigation';
