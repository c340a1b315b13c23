// The admin chrome's texts in English (issue 22): the top bar, the drawer and the admin's page
// titles. Apart from the shell's dictionary, which every public page downloads: these load with the
// admin's routes (routes/AdminRoutes.tsx). Spec words stay word for word: 'Admin Dashboard', 'Logout'.

const en = {
  adminDashboard: 'Admin Dashboard',
  adminNavigation: 'Admin',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  logout: 'Logout',
  newInquiries: ' new',
  /** The top bar's link to the member's own page (issue 23): their name, then this. */
  myAccount: 'My account',
  adminOnlyTitle: 'Only administrators can open this page',
  adminOnlyText:
    'Your account is an editor: the catalogue, its images and files and the inquiries are yours to edit. Ask an administrator if you need this page.',
  backToDashboard: 'Back to the dashboard',
  /** A drawer link's label, a page title or a record's name from its English wording (shared-ui's adminNavigation). */
  adminSection: (label: string) => label,
  adminCreateTitle: (record: string) => `Create ${record}`,
  adminDetailTitle: (record: string) => `${record} Detail`,
};

export default en;
export type AdminChromeMessages = typeof en;
