// The public screens' texts in English (issue 22): the source of the messages' type, and the
// spec's words, word for word. Counts go through formatNumber; a year is written as it is.
import { formatNumber, type SearchGroup } from '@mfe/shared-ui';

const count = (value: number) => formatNumber(value, 'en');

const en = {
  // ---- shared by several screens
  home: 'Home',
  products: 'Products',
  aboutUs: 'About Us',
  contact: 'Contact',
  tryAgain: 'Try again',
  checkConnection: 'Please check your connection and try again.',
  goingBack: 'Going back…',
  breadcrumb: 'Breadcrumb',
  imageNotAvailable: (alt: string) => `${alt} (image not available)`,
  viewBrochure: 'View brochure',
  /** Hidden after 'View brochure': what the link opens. */
  pdfInNewTab: ' (PDF, opens in a new tab)',
  opensInNewTab: ' (opens in a new tab)',
  pdfNotAvailable: 'PDF Not Available',
  previewBanner: 'Preview: this page may show drafts hidden from the public',
  pageNotFound: 'Page not found',

  // ---- landing page
  heroLead: (foundedYear: number | undefined) =>
    `Sales, installation and service of machine tools, cutting tools, measuring instruments and material handling, plus an engineering workshop for jigs, fixtures and special machines${foundedYear ? ` — since ${foundedYear}` : ''}.`,
  exploreProducts: 'Explore products',
  contactSales: 'Contact sales',
  productsEyebrow: 'What we supply',
  productsLead: 'Equipment from the makers we represent, and the engineering we do in house.',
  loadingProducts: 'Loading products…',
  productsFailed: 'Products could not be loaded',
  noProductsTitle: 'No products listed yet',
  noProductsText: 'Our catalogue is being updated. Please contact our sales team in the meantime.',
  enlargeImage: (name: string) => `Enlarge the ${name} image`,
  seeMore: 'See More',
  /** Hidden after 'See More': what it opens. */
  seeMoreOf: (typeName: string) => `: ${typeName} products`,
  aboutEyebrow: 'Who we are',
  companyProfileLink: 'Our company profile',
  factFounded: (city: string) => `Founded in ${city}`,
  factDistributorships: 'Distributorships',
  factCertified: (year: number | undefined) => `Certified by ${year ?? ''}`,
  factDivisions: 'Divisions: sales and engineering',

  // ---- product type page and the company profile
  backToProducts: 'Back to products',
  typeNotFoundTitle: 'Product type not found',
  typeNotFoundText: (typeName: string) => `We could not find “${typeName}” in our catalogue. It may have been renamed or removed.`,
  distributorsFailed: 'Distributors could not be loaded',
  fallbackTypeDescription:
    'Equipment from the makers we represent in Indonesia, supplied with installation, training and after-sales service. Choose a distributor below to browse its catalogue.',
  loadingDistributors: 'Loading distributors…',
  noDistributorsTitle: 'No distributors listed yet',
  noDistributorsText: (typeName: string) => `Please contact our sales team: we can still source ${typeName.toLowerCase()} for you.`,
  distributors: 'Distributors',
  vendorCategories: (vendorName: string) => `${vendorName} categories`,
  seriesCount: (n: number) => `${count(n)} series`,
  seeMoreCard: 'See more',
  /** Hidden after 'See more': whose catalogue it opens. */
  seeMoreFrom: (vendorName: string) => ` from ${vendorName}`,
  ourServices: 'Our Services',
  history: 'History',
  historyScroller: 'History timeline, scrollable',
  contactUs: 'Contact us',
  mapTitle: (companyName: string, city: string) => `Map: ${companyName}, ${city}`,

  // ---- catalogue page
  catalog: 'Catalog',
  vendorCatalog: (vendorName: string) => `${vendorName} Catalog`,
  distributorNotFound: 'Distributor not found',
  distributorNotFoundText: 'This distributor is no longer in our catalogue. Please choose another from the product page.',
  catalogueUnavailable: 'This catalogue is not available right now',
  catalogueUnavailableText: 'We could not load the series of this distributor. Please try again in a moment.',
  loadingCatalogue: 'Loading catalogue…',
  allSeries: 'All series',
  unknownCategory: 'Unknown category',
  categoryNotInCatalogue: 'This category is not in this catalogue',
  noSeriesTitle: 'No series listed yet',
  noSeriesText: 'Please choose another category, or ask our sales team for this range.',
  backToType: 'Back to the manufacture type',
  distributor: 'Distributor',
  go: 'Go',
  categories: 'Categories',
  allCategories: 'All',
  /** Hidden after a category's count. */
  seriesHidden: ' series',
  modelCount: (n: number) => (n === 0 ? 'No models yet' : n === 1 ? '1 model' : `${count(n)} models`),

  // ---- series page
  seriesFallbackTitle: 'Product series',
  seriesPageTitle: (name: string, page: number, last: number) => `${name} – page ${page} of ${last}`,
  noSuchPageTitle: 'No such page of models',
  noSuchPageText: 'This series has fewer pages of models, or the page number is not valid.',
  firstPage: 'Go to the first page',
  seriesNotFound: 'Series not found',
  seriesNotFoundText: 'This product series is no longer in our catalogue.',
  browseProducts: 'Browse our products',
  seriesUnavailable: 'This series is not available right now',
  seriesUnavailableText: 'We could not load this product series. Please try again in a moment.',
  loadingSeries: 'Loading series…',
  overview: 'Overview',
  models: 'Models',
  shownRange: (first: number, last: number, total: number) => `Showing ${count(first)}–${count(last)} of ${count(total)}`,
  pagesOfModels: 'Pages of models',
  previous: '‹ Previous',
  next: 'Next',
  /** Hidden after Previous and Next. */
  pageHidden: ' page',
  /** Hidden before a page's number. */
  pageNumberHidden: 'Page ',
  noModelsTitle: 'No models listed yet',
  noModelsText: 'Our sales team can tell you which models of this series are available.',
  brochureOf: (productName: string) => ` of ${productName} (PDF, opens in a new tab)`,
  /** A series without a description, described from its names (page heads). */
  seriesSummary: (parts: { name: string; category?: string; vendor?: string; models: number; names: string[]; more: boolean }) => {
    const of = [parts.category, parts.vendor && `by ${parts.vendor}`].filter(Boolean).join(' ');
    const models = parts.models === 0 ? '' : ` ${count(parts.models)} model${parts.models === 1 ? '' : 's'}:`;
    const names = parts.names.length ? ` ${parts.names.join(', ')}${parts.more ? ', …' : ''}.` : '';
    return `${parts.name}${of ? ` – ${of}` : ''}.${models}${names} Ask us for a quote.`;
  },

  // ---- the quote form
  requestQuote: 'Request a quote',
  requestQuoteFor: (seriesName: string) => `Request a quote for ${seriesName}`,
  inquiryIntro: 'Tell us what you need; our sales team answers within one working day.',
  chatWithSales: 'Chat with sales',
  chatText: 'Prefer to chat? Message our sales team directly.',
  chatOnWhatsApp: 'Chat on WhatsApp',
  whatsappText: (productName: string, seriesName?: string) =>
    seriesName ? `Hello ${productName}, I would like a quote for ${seriesName}.` : `Hello ${productName}, I would like a quote.`,
  inquiryAbout: 'About:',
  fieldName: 'Name',
  fieldCompany: 'Company',
  fieldEmail: 'E-mail',
  fieldPhone: 'Phone',
  fieldMessage: 'Message',
  fieldOptional: ' (optional)',
  fieldWebsite: 'Website',
  sending: 'Sending…',
  sendRequest: 'Send request',
  requiredHint: '* required',
  requestSent: 'Request sent',
  sendAnother: 'Send another',
  formNotLoaded: 'Your request could not be sent: the page could not load the form. Check your connection and try again.',
  serverUnreachable: 'Your request could not be sent: the server cannot be reached. Check your connection and try again.',
  sendFailed: (reason: string | undefined) => `Your request could not be sent${reason ? `: ${reason}` : ''}. Please try again in a moment.`,
  notAccepted: 'Your request was not accepted. Please check it and try again.',

  // ---- search page
  searchTitle: 'Search',
  searchPageTitle: (text: string) => `Search results for "${text}"`,
  searchResultsFor: (text: string) => `Search results for “${text}”`,
  searchTheCatalogue: 'Search the catalogue',
  resultCount: (n: number, text: string) => `${count(n)} ${n === 1 ? 'result' : 'results'} for “${text}”`,
  noResults: (text: string) => `No results for “${text}”`,
  tipSpelling: 'Check the spelling.',
  tipModelNumber: "Try a model number, for example the one on the machine's plate or brochure.",
  /** 'Or browse all our [Products].', around the link. */
  tipBrowseBefore: 'Or browse all our ',
  tipBrowseAfter: '.',
  searching: 'Searching…',
  searchHint: 'Search by a model number, a series, a distributor or a kind of machine.',
  searchTooShort: 'Type at least 2 characters to search',
  searchThrottled: 'Too many searches from your address; try again in a moment',
  searchWait: 'Please wait a moment',
  searchUnavailable: 'Search is not available right now',
  searchUnavailableText: 'We could not search the catalogue. Please try again in a moment.',
  searchLabel: 'Search products, series and distributors',
  searchPlaceholder: 'Model number, series, distributor…',
  searchButton: 'Search',
  searchGroup: (kind: SearchGroup['kind']) =>
    ({
      mt_manufacture_type: 'Product types',
      mt_vendor: 'Distributors',
      mt_product_category: 'Categories',
      mt_product_series: 'Series',
      mt_product: 'Products',
    })[kind],

  // ---- the series page's specification table (issue 24)
  specifications: 'Specifications',
  /** The table's scrolling region. */
  specificationsOf: (series: string) => `Specifications of the ${series} models`,
  specModel: 'Model',
  specYes: 'Yes',
  specNo: 'No',
  /** Read out for an empty cell (shown as a dash). */
  specNoValue: 'no value',
  // ---- the catalogue finder (issue 24)
  finderTitle: 'Filter models',
  /** The phone's toggle of the finder panel, with how many filters are set. */
  finderToggle: (set: number) => (set ? `Filters (${count(set)})` : 'Filters'),
  finderMin: 'Min',
  finderMax: 'Max',
  /** A number's bounds over the models counted, e.g. '2,000 – 12,000'. */
  finderBounds: (min: string, max: string) => `${min} – ${max}`,
  finderAny: 'Any',
  finderYes: 'Yes',
  finderNo: 'No',
  /** Hidden after an option's count: what it counts. */
  finderModelsHidden: ' models',
  finderApply: 'Show models',
  finderClear: 'Clear filters',
  finderMatching: (n: number) => (n === 1 ? '1 model matches' : `${count(n)} models match`),
  finderNoMatch: 'No models match these filters',
  finderNoMatchText: 'Widen a range or untick an option, or clear the filters to see every series again.',
  finderInvalid: 'These filters do not fit this catalogue',
  finderInvalidText: 'A filter in this address is not one of this page’s. Clear the filters to see every series.',
  // ---- the way into the compare view, on a series page, and a quote for the compared models (issue 24)
  compareModel: 'Compare',
  compareFull: 'You can compare up to 4 models at a time',
  compareTray: 'Models to compare',
  compareClear: 'Clear',
  compareCount: (n: number) => `Compare (${count(n)})`,
  inquiryAboutModels: 'About these models:',
};

export default en;
export type PublicMessages = typeof en;
