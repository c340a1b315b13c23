/** Where the guards send a visitor (spec §4). Apart from the guards, which load with the admin routes. */
export const LOGIN_PATH = '/admin/login';
export const DASHBOARD_PATH = '/admin/dashboard';
