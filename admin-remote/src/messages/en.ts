import { formatNumber, type Children } from '@mfe/shared-ui';
import { blockedDeleteMessage, type InquiryEmailStatus, type InquiryStatus } from '@mfe/catalogue-core/messages';
import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import { LANGUAGE_LABELS } from './languageLabels';

// The admin's texts in English: the source of the dictionaries' type (./id.ts must have every key).
// The spec's English texts stay word for word. The API's own messages (validation, refusals) are
// not here: they are the core's English, shown through the core's translateMessage.

/** Each area's heading and page title (the drawer's label). */
const AREA_TITLES: Record<AdminArea, string> = {
  product: 'Product',
  'product-series': 'Product Series',
  'product-category': 'Product Category',
  vendor: 'Vendor',
  'manufacture-type': 'Manufacture Type',
  'assets-image-manager': 'Images Manager',
  'assets-file-manager': 'Files Manager',
};

/** How a sentence names one record of an area. */
const AREA_NOUNS: Record<AdminArea, string> = {
  product: 'product',
  'product-series': 'product series',
  'product-category': 'product category',
  vendor: 'vendor',
  'manufacture-type': 'manufacture type',
  'assets-image-manager': 'image',
  'assets-file-manager': 'file',
};

const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };

/** What the e-mail to sales came to, as the inquiry's detail says it. */
const EMAIL_STATUS_TEXTS: Record<InquiryEmailStatus, string> = {
  off: 'Not e-mailed (no mail server is set up)',
  pending: 'Being sent',
  sent: 'Sent to sales',
  failed: 'Not sent',
};

const en = {
  areaTitle: (area: AdminArea) => AREA_TITLES[area],
  areaNoun: (area: AdminArea) => AREA_NOUNS[area],

  // Common
  loading: 'Please wait, loading your data...',
  loadingShort: 'Loading…',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  create: 'Create',
  saveChanges: 'Save changes',
  upload: 'Upload',
  delete: 'Delete',
  edit: 'Edit',
  actions: 'Actions',
  noOptions: 'No options',
  uploadProgress: 'Upload progress',
  rangeOfTotal: (from: number, to: number, total: number) => `${from}–${to} of ${formatNumber(total, 'en')}`,
  editRecord: (name: string) => `Edit ${name}`,
  deleteRecord: (name: string) => `Delete ${name}`,
  removeFile: (name: string) => `Remove ${name}`,
  previewOf: (name: string) => `Preview of ${name}`,
  imageNotAvailable: (alt: string) => `${alt} (image not available)`,
  preview: 'Preview',
  previewNewTab: 'Preview (opens in a new tab)',

  // Lists
  searchBy: (title: string, by: string) => `Search ${title} by ${by}`,
  searchPlaceholder: (by: string) => `Search by ${by}`,
  searchByName: 'name',
  show: 'Show',
  filterAll: 'All',
  filterPublished: 'Published',
  filterDrafts: 'Drafts',
  filterMissingIndonesian: 'Missing Indonesian',
  columnName: 'Name',
  columnIndonesian: 'Indonesian',
  missingIndonesian: 'Missing Indonesian',
  indonesianComplete: 'Complete',
  draft: 'Draft',
  duplicateName: 'Duplicate name',
  duplicateHint: 'Another record under the same parent has this name (saved before names had to be unique): rename one of them.',
  emptyList: (noun: string, search: string, published: boolean | null, untranslated: boolean) => {
    const missing = untranslated ? ' missing Indonesian texts' : '';
    if (search) {
      const among = published === null ? (untranslated ? ' among the ones' : '') : published ? ' among the published ones' : ' among the drafts';
      return `No ${noun} matches "${search}"${among}${missing}`;
    }
    const kind = published === null ? '' : published ? 'published ' : 'draft ';
    if (untranslated) return `No ${kind}${noun}${missing}`;
    return published === null ? `No ${noun} yet` : `No ${kind}${noun}`;
  },

  // §8 failures the screens show (the same words as the requests' toasts, resources/messages.ts)
  failedFetchList: (area: AdminArea | 'inquiry') =>
    `Failed when fetching ${area === 'inquiry' ? 'inquiry' : area === 'assets-image-manager' ? 'images' : area === 'assets-file-manager' ? 'files' : AREA_NOUNS[area]}`,
  failedFetchOne: (noun: string, id: string | number) => `Failed when fetching ${noun} "${id}"`,
  failedDelete: (noun: string) => `Failed to delete ${noun}`,

  // Forms
  createHeading: (title: string) => `Create ${title}`,
  editHeading: (title: string) => `Edit ${title}`,
  recordLoadFailed: 'The record could not be loaded. It may have been deleted.',
  backToList: 'Back to the list',
  ...LANGUAGE_LABELS,
  chooseParentFirst: (label: string) => `Choose ${label} first`,
  theFieldAbove: 'the field above',
  selectField: (label: string) => `Select ${label}`,
  chooseFile: (kind: 'pdf' | 'image'): string => (kind === 'pdf' ? 'Choose PDF file' : 'Choose image file'),

  // Field labels
  fieldName: 'Name',
  fieldDescription: 'Description',
  fieldPublished: 'Published',
  fieldPublishedHelp: 'Drafts are hidden from the public site',
  fieldImage: 'Image',
  fieldLogo: 'Logo',
  fieldManufactureType: 'Manufacture Type',
  fieldVendor: 'Vendor',
  fieldCategory: 'Category',
  fieldProductCategory: 'Product Category',
  fieldProductSeries: 'Product Series',
  fieldSeries: 'Series',
  fieldBrochurePdf: 'Brochure PDF',
  fieldBrochure: 'Brochure',
  fieldPdf: 'PDF',
  fieldProduct: 'Product',
  fieldUploadImage: 'Or upload a new image',
  fieldUploadImageHelp: 'JPEG or PNG; replaces the chosen image.',
  fieldUploadPdf: 'Or upload a new PDF',
  fieldUploadPdfHelp: 'A PDF file; replaces the chosen PDF.',
  fieldImageFile: 'Image File',
  fieldPdfFile: 'PDF File',
  pdfNotAvailable: 'PDF Not Available',

  // Delete and unsaved changes
  deleteQuestion: (noun: string, name: string) => `Delete ${noun} "${name}"?`,
  cannotBeUndone: 'This cannot be undone.',
  cannotBeDeleted: (title: string, name: string) => `${title} "${name}" cannot be deleted`,
  /** Why (the API's words for its own refusal, the core's blockedDeleteMessage). */
  deleteBlockedBy: (noun: string, children: Children, _count: number): string => blockedDeleteMessage(noun, children),
  discardQuestion: 'Discard unsaved changes?',
  discardDescription: 'What you changed in this form has not been saved.',
  stay: 'Stay',
  discard: 'Discard',
  restore: 'Restore',
  restoreDraft: (time: string) => `Restore your unsaved draft from ${time}?`,

  // Order
  order: 'Order',
  orderOf: (title: string) => `Order of ${title}`,
  inTheirOrder: (title: string) => `${title} in their order`,
  chooseA: (label: string) => `Choose a ${label.toLowerCase()}`,
  orderNotSaved: 'The order was not saved.',
  noneHereYet: (noun: string) => `No ${noun} here yet`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,

  // Pickers
  chooseAnImage: 'Choose an image',
  chooseImage: 'Choose image',
  changeImage: 'Change image',
  searchImagesByName: 'Search images by name',
  imagesNotLoaded: 'The images could not be loaded.',
  noImageMatches: (search: string) => `No image matches "${search}", `,
  noImagesFound: 'No images found, ',
  chooseNamed: (name: string) => `Choose ${name}`,
  loadingImages: 'Loading images…',
  loadMore: 'Load more',
  noBrochure: 'No brochure (PDF Not Available)',
  noPdfFiles: 'No PDF files found',
  uploadNewImage: 'Upload new image',
  uploadNewPdf: 'Upload new PDF',
  uploadANew: (kind: 'image' | 'file'): string => (kind === 'image' ? 'Upload a new image' : 'Upload a new PDF'),
  accepted: (types: string) => `Accepted: ${types}`,
  addImageHere: 'add image here',
  removeImage: 'Remove image',
  // Assets (image and file managers)
  emptyAssets: (noun: string, search: string) => (search ? `No ${noun} matches "${search}"` : `No ${noun}s yet`),
  assetHeading: (kind: 'image' | 'file', editing: boolean): string =>
    editing ? (kind === 'image' ? 'Image detail' : 'File detail') : kind === 'image' ? 'Create Image' : 'Create File',
  chooseAssetFile: (kind: 'image' | 'pdf'): string => (kind === 'pdf' ? 'Choose pdf file' : 'Choose image file'),
  chooseNewAssetFile: (kind: 'image' | 'pdf'): string => (kind === 'pdf' ? 'Choose new pdf file' : 'Choose new image file'),
  replaceLabel: (kind: 'image' | 'file'): string => (kind === 'image' ? 'Replace the image (links stay)' : 'Replace the PDF (links stay)'),
  replaceFile: 'Replace file',
  fit: 'Fit',
  fitHelp: "How the public pages' fixed-aspect frames (4:3 cards, square tiles) show it.",
  fitCover: 'Crop to fill',
  fitContain: 'Show whole picture',
  focalPoint: 'Focal point',
  focalPointValue: (x: number, y: number) => `${x} % across, ${y} % down`,
  focalPointShown: (text: string) => `Focal point: ${text}`,
  inACard: 'In a 4:3 card',
  centre: 'Centre',
  focalPointHint: (step: number) => `Click the picture where cropped frames should keep it in view, or use the arrow keys (${step} % a step).`,
  unlink: 'Unlink',
  unlinkQuestion: (asset: string, kind: string, name: string) => `Unlink "${asset}" from ${kind} "${name}"?`,
  unlinkConsequence: (kind: string, name: string) => `${kind} "${name}" will have no image.`,
  unlinkFirst: (count: number) => `Unlink it from the ${count} record(s) below first`,
  unlinkFrom: (kind: string, name: string) => `Unlink from ${kind} ${name}`,
  linkedRecords: 'Linked records',
  notUsedByAny: 'Not used by any record',
  factType: 'Type',
  factSize: 'Size',
  factUploaded: 'Uploaded',
  factUpdated: 'Updated',
  factUsedBy: 'Used by',
  recordCount: (count: number) => `${formatNumber(count, 'en')} record(s)`,
  none: 'None',
  notUsed: 'Not used',
  seriesCount: (count: number) => `${formatNumber(count, 'en')} series`,
  productCount: (count: number) => `${formatNumber(count, 'en')} product${count === 1 ? '' : 's'}`,
  noPreview: 'No preview in this browser.',
  enlarge: 'Enlarge',
  openPdf: 'Open PDF',
  downloadOriginal: 'Download original',
  // Inquiries
  inquiriesTitle: 'Inquiries',
  inquiryNoun: 'inquiry',
  inquiryDetailTitle: 'Inquiry Detail',
  inquirySearchBy: 'name, company, e-mail or message',
  inquiryStatus: (status: InquiryStatus) => INQUIRY_STATUS_LABELS[status],
  inquiryEmailStatus: (status: InquiryEmailStatus) => EMAIL_STATUS_TEXTS[status],
  emptyInquiries: (search: string, status: InquiryStatus | null) => {
    const label = status && INQUIRY_STATUS_LABELS[status].toLowerCase();
    if (search) return `No inquiry matches "${search}"${label ? ` among the ${label} ones` : ''}`;
    return label ? `No ${label} inquiries` : 'No inquiry yet';
  },
  inquiryListHint: 'New inquiries have their name in bold. Open one to answer it, note what was agreed, and set its status.',
  received: 'Received',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
  visitorLanguage: 'Written in',
  status: 'Status',
  statusRequired: 'Status is required',
  notes: 'Notes',
  notesHelp: 'For staff only: what was offered, who answered, when to follow up.',
  emailToSales: 'E-mail to sales',
  lastChanged: 'Last changed',
  replyByEmail: 'Reply by e-mail',
  notEmailed: 'This inquiry was not e-mailed to sales',
  mailServerRefused: 'The mail server refused it.',
  notSent: 'Not sent',
  notSentBecause: (reason: string) => `Not sent: ${reason}`,
  seriesSinceDeleted: (name: string) => `${name} (since deleted)`,
  seriesPublicPage: (name: string) => `${name} (public page, opens in a new tab)`,
  editTheSeries: 'Edit the series',
  deleteInquiry: (name: string) => `Delete inquiry "${name}"?`,
  // Site settings (issue 23)
  settingsTitle: 'Site Settings',
  settingsIntro:
    'What the public pages, the footer, their structured data and the quote e-mail say about the company. A save shows on the next page load.',
  settingsLoadFailed: 'Failed when fetching the site settings',
  settingsLoadFailedHelp: 'The settings could not be loaded. Try again in a moment.',
  settingsSaved: 'Site settings saved',
  settingsUnchanged: 'Nothing to save: no setting has changed.',
  settingsCompany: 'Company',
  settingsContact: 'Contact',
  settingsHistory: 'History',
  settingsHistoryHelp: 'The timeline of the Engineering & Services page, oldest first.',
  settingsServices: 'Our Services',
  settingsServicesHelp: 'The sections of the Our Services text, in the order the page shows them.',
  companyName: 'Company name',
  phoneHelp: 'In +62 form, as it is shown and dialled: +62 21 8990 4512',
  salesEmail: 'Sales e-mail',
  salesEmailHelp: 'Quote requests are e-mailed here, and the footer shows it.',
  whatsapp: 'WhatsApp',
  whatsappHelp: 'The sales WhatsApp number in +62 form: +62 812 8990 4512',
  address: 'Address',
  city: 'City',
  cityHelp: "The town the pages name the firm by: 'Founded in …', the map's title, the site's description.",
  mapUrl: 'Map URL',
  mapUrlHelp: (pages: readonly string[]) => `The contact card's embedded map: an https embed link of ${pages.join(' or ')}.`,
  openMap: 'Open the map (new tab)',
  copyrightYear: 'Copyright year',
  year: 'Year',
  paragraphsHelp: 'Separate paragraphs with a blank line.',
  historyEvent: (position: number) => `Event ${position}`,
  serviceSection: (position: number) => `Section ${position}`,
  addEvent: 'Add event',
  addSection: 'Add section',
  removeEntry: (name: string) => `Remove ${name}`,
  fieldRequired: (label: string) => `${label} is required`,
  plus62Invalid: (label: string) => `${label} must be a number in +62 form, e.g. +62 21 8990 4512`,
  emailInvalid: 'E-mail must be a valid address, e.g. sales@example.com',
  mapUrlInvalid: (pages: readonly string[]) => `Map URL must be an https embed link of ${pages.join(' or ')}`,
  yearInvalid: (min: number, max: number) => `Year must be between ${min} and ${max}`,
  // Dashboard and login
  dashboard: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  administrator: 'administrator',
  dashboardIntro: 'Manage the product catalogue and its images and brochures.',
  logout: 'Logout',
  newInquiries: (count: string) => `New inquiries: ${count}`,
  countFailed: 'The count could not be read; open the list to see them.',
  inquiriesWaiting: 'Requests for a quote waiting for an answer.',
  noInquiryWaiting: 'No inquiry is waiting for an answer.',
  counting: 'Counting…',
  login: 'Login',
  adminLogin: 'Admin login',
  adminBuild: (label: string) => `Admin build ${label}`,
  sessionEnded: 'Your session has ended',
  sessionEndedHelp: 'Log in again to carry on. Nothing you typed is lost: a save that was refused goes through once you are logged in.',
  emailLabel: 'Email',
  password: 'Password',
  logIn: 'Log in',
};

export default en;
export type AdminMessages = typeof en;
