// The shell's texts in English, the source of the dictionaries' type (issue 22). Spec words stay
// word for word: the nav links and the landing routes' titles, 'Admin Dashboard', 'Logout'.

/** The pages named without data by their English (spec) names: the landing pages (nav, footer and titles) and the admin's login. */
const pageNames: Record<string, string> = { Home: 'Home', Products: 'Products', 'About Us': 'About Us', Contact: 'Contact', Login: 'Login' };

const en = {
  /** A page's name (nav and footer links, page titles) from its spec name; other names as they are. */
  pageName: (specName: string) => pageNames[specName] ?? specName,
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  salesEmail: 'Sales e-mail',
  copyright: (year: number, companyName: string) => `© ${year} ${companyName}. All rights reserved.`,
  /** The site's description where a page has none of its own (meta description). */
  siteDescription: (companyName: string, city: string, tagline: string) => `${companyName}, ${city}: ${tagline}. Sales, installation and service.`,

  languageSwitchLabel: 'Language',
  /** Offered when the visitor chose this language before and the page is in the other one. */
  languageSuggestion: 'This page is also in English.',
  languageSuggestionLink: 'Read it in English',
  languageSuggestionDismiss: 'Dismiss',

  searchLabel: 'Search the catalogue',
  searchPlaceholder: 'Search products…',
  searchSubmit: 'Search',
  suggestions: 'Suggestions',
  suggestionsUnavailable: 'Suggestions are not available right now',
  suggestionsSearching: 'Searching…',
  suggestionsCount: (count: number) => `${count} suggestions`,
  suggestionsNone: 'No matches',
  seeAllResults: (typed: string) => `See all results for “${typed}”`,

  loading: 'Loading…',
  loadingOverlay: 'Loading',
  closeNotification: 'Close notification',
  imageViewer: 'Image viewer',
  closeImage: 'Close image',
  imageNotAvailable: 'Image not available',
  overlayLoadFailed: 'This could not be shown: check your connection and try again.',

  remoteUnavailableTitle: 'This section is unavailable',
  remoteUnavailableText: 'It could not be loaded just now. The rest of the site still works; please try again in a moment.',
  retry: 'Retry',

  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  notFoundHome: 'Go to the home page',
};

export default en;
export type ShellMessages = typeof en;
