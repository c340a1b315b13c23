import {
  ADMIN_AREAS,
  ADMIN_SECTIONS,
  adminAreaSection,
  adminNavLinks,
  adminNavLinksFor,
  adminScreenTitle,
  adminSectionAt,
  isAdminArea,
  sectionOpenTo,
} from './adminNavigation';

const titleOf = (segment: string, screen: 'list' | 'create' | 'detail') => adminScreenTitle(adminSectionAt(segment)!, screen);

describe('admin areas', () => {
  it('knows the seven areas and nothing else', () => {
    for (const area of ADMIN_AREAS) expect(isAdminArea(area)).toBe(true);
    expect(ADMIN_AREAS).toHaveLength(7);
    expect(isAdminArea('users')).toBe(false);
    expect(isAdminArea('inquiry')).toBe(false);
    expect(isAdminArea(undefined)).toBe(false);
  });

  it('titles list, create and detail screens', () => {
    expect(titleOf('manufacture-type', 'list')).toBe('Manufacture Type');
    expect(titleOf('assets-file-manager', 'list')).toBe('Files Manager');
    expect(titleOf('assets-file-manager', 'create')).toBe('Create File');
    expect(titleOf('vendor', 'detail')).toBe('Vendor Detail');
    expect(titleOf('dashboard', 'list')).toBe('Dashboard');
    expect(titleOf('inquiry', 'list')).toBe('Inquiries');
    expect(titleOf('inquiry', 'detail')).toBe('Inquiry Detail');
    expect(titleOf('settings', 'list')).toBe('Site Settings');
    expect(titleOf('activity', 'list')).toBe('Activity');
    expect(titleOf('user', 'list')).toBe('Users');
    expect(titleOf('user', 'create')).toBe('Create User');
    expect(titleOf('user', 'detail')).toBe('User Detail');
  });
});

describe('admin sections', () => {
  it('lists the drawer in its order, every section once', () => {
    // The labels are asserted where they show: the shell's AdminLayout test.
    expect(adminNavLinks.map((link) => link.to)).toEqual([
      '/admin/dashboard',
      '/admin/inquiry',
      ...ADMIN_AREAS.map((area) => `/admin/${area}`),
      '/admin/settings',
      '/admin/user',
      '/admin/activity',
    ]);
    expect(new Set(ADMIN_SECTIONS.map((section) => section.path)).size).toBe(ADMIN_SECTIONS.length);
  });

  it('names the screens each section has: no create for the dashboard, the inquiries and the settings', () => {
    expect(adminSectionAt('dashboard')?.screens).toEqual({ list: 'DashboardPage' });
    expect(adminSectionAt('settings')?.screens).toEqual({ list: 'SettingsPage' });
    expect(adminSectionAt('activity')?.screens).toEqual({ list: 'ActivityPage' });
    expect(adminSectionAt('inquiry')?.screens).toEqual({ list: 'InquiryListPage', detail: 'InquiryDetailPage' });
    expect(adminAreaSection('vendor')).toMatchObject({
      path: '/admin/vendor',
      area: 'vendor',
      screens: { list: 'AreaListPage', create: 'AreaFormPage', detail: 'AreaFormPage' },
    });
    expect(adminSectionAt('customers')).toBeUndefined();
    expect(adminSectionAt(undefined)).toBeUndefined();
  });
});

describe('sections by role (issue 23)', () => {
  const drawerOf = (role: Parameters<typeof adminNavLinksFor>[0]) => adminNavLinksFor(role).map((link) => link.to);

  it('shows an admin every section, and every section while the role is unknown (a session from before roles)', () => {
    expect(drawerOf('admin')).toEqual(adminNavLinks.map((link) => link.to));
    expect(drawerOf(null)).toEqual(adminNavLinks.map((link) => link.to));
  });

  it('hides the users and the site settings from an editor', () => {
    expect(drawerOf('editor')).not.toContain('/admin/user');
    expect(drawerOf('editor')).not.toContain('/admin/settings');
    expect(drawerOf('editor')).toContain('/admin/vendor');
    expect(drawerOf('editor')).toContain('/admin/inquiry');
    expect(sectionOpenTo(adminSectionAt('user')!, 'editor')).toBe(false);
    expect(sectionOpenTo(adminSectionAt('product')!, 'editor')).toBe(true);
  });
});
