// The admin's sections, written once: what the shell (routes, page titles, drawer) and the admin
// remote (screens, headings, dashboard shortcuts, harness) know of each. Not in the package's main
// entry (which the federation shares whole, so every public page downloads it): the admin routes
// and screens import them from '@mfe/shared-ui/site/admin-navigation'.
import type { StaffRole } from '@mfe/catalogue-core';
import type { NavLink } from './siteConfig';

/** The admin remote's exposed screens the shell mounts for a section (admin-remote/webpack.config.js `exposes`). */
export type AdminModule =
  | 'DashboardPage'
  | 'InquiryListPage'
  | 'InquiryDetailPage'
  | 'AreaListPage'
  | 'AreaFormPage'
  | 'SettingsPage'
  | 'UserListPage'
  | 'UserCreatePage'
  | 'UserDetailPage'
  | 'ActivityPage';

/** A section's screens: its first one at its path, then /create and /detail/:id where it has them. */
export type AdminScreen = 'list' | 'create' | 'detail';

/** One entry of the admin's drawer. */
export interface AdminSection {
  /** '/admin/<segment>': the drawer link's target and the section's first screen. */
  path: string;
  /** The drawer link and dashboard shortcut; the list's heading and page title too, unless `title` says otherwise. */
  label: string;
  /** The first screen's page title where it is not the label (the drawer's Home is the Dashboard). */
  title?: string;
  /** What one record is called in its record screens' titles: 'Create Image', 'Image Detail'. */
  record?: string;
  /** Set for the seven catalogue areas: their screens are the generic ones, told which area by `{ area }`. */
  area?: string;
  /** The admin remote's module for each screen the section has. */
  screens: Partial<Record<AdminScreen, AdminModule>>;
  /** The roles that see the section (issue 23): the drawer, the dashboard and the route guard read it; every role where absent. */
  roles?: readonly StaffRole[];
}

/** A catalogue area: its list and its create and detail forms, the area's definition in the admin remote saying the rest. */
function catalogueArea<A extends string>(area: A, label: string, record: string) {
  return {
    area,
    path: `/admin/${area}`,
    label,
    record,
    screens: { list: 'AreaListPage', create: 'AreaFormPage', detail: 'AreaFormPage' },
  } satisfies AdminSection;
}

/** The seven catalogue areas of the admin, in drawer order. */
const CATALOGUE_AREAS = [
  catalogueArea('product', 'Product', 'Product'),
  catalogueArea('product-series', 'Product Series', 'Product Series'),
  catalogueArea('product-category', 'Product Category', 'Product Category'),
  catalogueArea('vendor', 'Vendor', 'Vendor'),
  catalogueArea('manufacture-type', 'Manufacture Type', 'Manufacture Type'),
  catalogueArea('assets-image-manager', 'Images Manager', 'Image'),
  catalogueArea('assets-file-manager', 'Files Manager', 'File'),
];
export type AdminArea = (typeof CATALOGUE_AREAS)[number]['area'];
export const ADMIN_AREAS: readonly AdminArea[] = CATALOGUE_AREAS.map((entry) => entry.area);

const DASHBOARD: AdminSection = { path: '/admin/dashboard', label: 'Home', title: 'Dashboard', screens: { list: 'DashboardPage' } };

/** The inquiries visitors send (issue 14): not a catalogue area (no create; a read-mostly list and detail of their own). */
const INQUIRIES: AdminSection = {
  path: '/admin/inquiry',
  label: 'Inquiries',
  record: 'Inquiry',
  screens: { list: 'InquiryListPage', detail: 'InquiryDetailPage' },
};

/** The site's settings (issue 23): one form of the company's facts, history and services; no list, no records. */
const SETTINGS: AdminSection = { path: '/admin/settings', label: 'Site Settings', screens: { list: 'SettingsPage' }, roles: ['admin'] };

/** The staff accounts (issue 23): who may sign in to the admin, with which role. */
const USERS: AdminSection = {
  path: '/admin/user',
  label: 'Users',
  record: 'User',
  screens: { list: 'UserListPage', create: 'UserCreatePage', detail: 'UserDetailPage' },
  roles: ['admin'],
};

/** Every recorded change (issue 23), for every staff role: a list with filters; its entries lead to their records. */
const ACTIVITY: AdminSection = { path: '/admin/activity', label: 'Activity', screens: { list: 'ActivityPage' } };

/** Every section, in drawer order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [DASHBOARD, INQUIRIES, ...CATALOGUE_AREAS, SETTINGS, USERS, ACTIVITY];

export function isAdminArea(value: string | undefined): value is AdminArea {
  return (ADMIN_AREAS as readonly string[]).includes(value ?? '');
}

/** The section at /admin/<segment>, if there is one. */
export const adminSectionAt = (segment: string | undefined) =>
  segment === undefined ? undefined : ADMIN_SECTIONS.find((section) => section.path === `/admin/${segment}`);

/**
 * Whether a member of `role` may open the section: every role where it names none. An unknown role
 * (null: a session stored before roles, or an API without them) opens every section, as before
 * roles, when every member was an administrator; GET /api/me tells the role soon after, and the
 * API refuses (403) what the role may not do whatever the admin shows.
 */
export const sectionOpenTo = (section: AdminSection, role: StaffRole | null) => !section.roles || role === null || section.roles.includes(role);

/** A catalogue area's section. */
export const adminAreaSection = (area: AdminArea) => CATALOGUE_AREAS.find((section) => section.area === area)!;

/** The words of the admin's page titles in a language: a section's or record's name, and the two record screens'. */
export interface AdminTitleWords {
  /** A label, title or record name from its English (spec) wording. */
  adminSection: (english: string) => string;
  adminCreateTitle: (record: string) => string;
  adminDetailTitle: (record: string) => string;
}

/** The spec's English titles. */
const ENGLISH_TITLE_WORDS: AdminTitleWords = {
  adminSection: (english) => english,
  adminCreateTitle: (record) => `Create ${record}`,
  adminDetailTitle: (record) => `${record} Detail`,
};

/** Page titles of a section's screens: its title or label for the first, 'Create X' and 'X Detail' for a record's (in English unless `words` say otherwise). */
export function adminScreenTitle(section: AdminSection, screen: AdminScreen, words: AdminTitleWords = ENGLISH_TITLE_WORDS): string {
  if (screen === 'create') return words.adminCreateTitle(words.adminSection(section.record ?? section.label));
  if (screen === 'detail') return words.adminDetailTitle(words.adminSection(section.record ?? section.label));
  return words.adminSection(section.title ?? section.label);
}

export const DASHBOARD_PATH = DASHBOARD.path;
export const INQUIRIES_PATH = INQUIRIES.path;
export const SETTINGS_PATH = SETTINGS.path;
export const ACTIVITY_PATH = ACTIVITY.path;
export const USERS_PATH = USERS.path;
export const userDetailPath = (id: number | string) => `${USERS_PATH}/detail/${id}`;
/** My account (issue 23): every member's own page, from the top bar's menu; not a drawer section. */
export const ACCOUNT_PATH = '/admin/account';
/** Where a one-time link sets a password (no login needed): `?token=`. */
export const SET_PASSWORD_PATH = '/admin/set-password';
/** The login screen's 'Forgot password?' form (no login needed). */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';
export const inquiryDetailPath = (id: number | string) => `${INQUIRIES_PATH}/detail/${id}`;

/** The drawer's links; the inquiries' link carries the count of new ones (a badge). */
export const adminNavLinks: NavLink[] = ADMIN_SECTIONS.map((section) => ({ label: section.label, to: section.path }));

/** The drawer's links a member of `role` sees (issue 23). */
export const adminNavLinksFor = (role: StaffRole | null): NavLink[] =>
  ADMIN_SECTIONS.filter((section) => sectionOpenTo(section, role)).map((section) => ({ label: section.label, to: section.path }));
