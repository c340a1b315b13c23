// Every message the catalogue answers with, word for word (spec §5 and the API's own): the
// visitor's (./publicMessages.ts) and the staff's. A module of plain constants: the admin forms and
// the login page read their required messages from here without loading the schemas.

import {
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_TEXT_MAX,
  ATTRIBUTE_TYPES,
  ATTRIBUTE_UNITS,
  BULK_VALUES_PRODUCTS_MAX,
  CITY_MAX,
  COPYRIGHT_YEAR_MAX,
  COPYRIGHT_YEAR_MIN,
  DESCRIPTION_MAX,
  FOCUS_MAX,
  FOCUS_MIN,
  HISTORY_MAX,
  HISTORY_YEAR_MAX,
  HISTORY_YEAR_MIN,
  IMAGE_FITS,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_STATUSES,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SERVICES_MAX,
  SETTINGS_LINE_MAX,
  SETTINGS_TEXT_MAX,
} from './limits';
import { plural, PUBLIC_MESSAGES, type RequestModule } from './publicMessages';

export * from './limits';
export { plural, PUBLIC_MESSAGES, REQUEST_MODULES, type RequestModule } from './publicMessages';

export const MESSAGES = {
  ...PUBLIC_MESSAGES,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  /** Issue 22: the Indonesian twins of name and description. */
  indonesianNameTooLong: `Indonesian name must be at most ${NAME_MAX} characters`,
  indonesianDescriptionTooLong: `Indonesian description must be at most ${DESCRIPTION_MAX} characters`,
  manufactureTypeRequired: 'Manufacture type is required',
  /** The vendor form spells it with a capital T (spec §5). */
  vendorManufactureTypeRequired: 'Manufacture Type is required',
  vendorRequired: 'Vendor is required',
  productCategoryRequired: 'Product Category is required',
  /** The series form calls it just Category (spec §5). */
  categoryRequired: 'Category is required',
  productSeriesRequired: 'Product Series is required',
  imageRequired: 'Image is required',
  pdfRequired: 'PDF file is required',
  passwordRequired: 'Password is required',
  moduleTypeRequired: 'Module type is required',
  moduleIdRequired: 'Module id is required',
  vendorNotUnderType: 'Vendor does not belong to the selected manufacture type',
  categoryNotUnderVendor: 'Category does not belong to the selected vendor',
  seriesNotUnderCategory: 'Product Series does not belong to the selected product category',
  loginFailed: 'These credentials do not match our records',
  loginSucceeded: 'Login successful',
  loggedOut: 'Logged out successfully',
  unauthenticated: 'Unauthenticated',
  inquiryStatusInvalid: `Status must be one of ${INQUIRY_STATUSES.join(', ')}`,
  notesTooLong: `Notes must be at most ${INQUIRY_MESSAGE_MAX} characters`,
  // ---- site settings (issue 23)
  companyNameRequired: 'Company name is required',
  companyNameTooLong: `Company name must be at most ${SETTINGS_LINE_MAX} characters`,
  taglineRequired: 'Tagline is required',
  taglineTooLong: `Tagline must be at most ${SETTINGS_LINE_MAX} characters`,
  indonesianTaglineTooLong: `Indonesian tagline must be at most ${SETTINGS_LINE_MAX} characters`,
  aboutRequired: 'About text is required',
  aboutTooLong: `About text must be at most ${SETTINGS_TEXT_MAX} characters`,
  indonesianAboutTooLong: `Indonesian about text must be at most ${SETTINGS_TEXT_MAX} characters`,
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${SETTINGS_LINE_MAX} characters`,
  cityRequired: 'City is required',
  cityTooLong: `City must be at most ${CITY_MAX} characters`,
  settingsPhoneInvalid: 'Phone must be a +62 number (e.g. +62 21 8990 4512)',
  whatsappInvalid: 'WhatsApp must be a +62 number (e.g. +62 812 8990 4512)',
  salesEmailInvalid: 'Sales e-mail must be a valid e-mail address',
  mapUrlInvalid:
    'Map URL must be an https embed link of OpenStreetMap (www.openstreetmap.org/export/embed.html) or Google Maps (www.google.com/maps/embed)',
  copyrightYearInvalid: `Copyright year must be a whole number from ${COPYRIGHT_YEAR_MIN} to ${COPYRIGHT_YEAR_MAX}`,
  historyInvalid: `History must be a list of at most ${HISTORY_MAX} events`,
  historyYearInvalid: `Every history event needs a year, a whole number from ${HISTORY_YEAR_MIN} to ${HISTORY_YEAR_MAX}`,
  historyTitleRequired: 'Every history event needs a title',
  historyTitleTooLong: `A history event's title must be at most ${SETTINGS_LINE_MAX} characters`,
  historyTextRequired: 'Every history event needs a text',
  historyTextTooLong: `A history event's text must be at most ${SETTINGS_TEXT_MAX} characters`,
  indonesianHistoryTitleTooLong: `A history event's Indonesian title must be at most ${SETTINGS_LINE_MAX} characters`,
  indonesianHistoryTextTooLong: `A history event's Indonesian text must be at most ${SETTINGS_TEXT_MAX} characters`,
  servicesInvalid: `Services must be a list of at most ${SERVICES_MAX} sections`,
  serviceHeadingRequired: 'Every services section needs a heading',
  serviceHeadingTooLong: `A services section's heading must be at most ${SETTINGS_LINE_MAX} characters`,
  serviceTextRequired: 'Every services section needs a text',
  serviceTextTooLong: `A services section's text must be at most ${SETTINGS_TEXT_MAX} characters`,
  indonesianServiceHeadingTooLong: `A services section's Indonesian heading must be at most ${SETTINGS_LINE_MAX} characters`,
  indonesianServiceTextTooLong: `A services section's Indonesian text must be at most ${SETTINGS_TEXT_MAX} characters`,
  siteSettingsSaved: 'Site settings saved',
  /** A call only the admin role may make (issue 23; every staff account is one until roles exist). */
  adminOnly: 'Only an administrator may do this',
  // ---- the history of changes (issue 23)
  historyModuleTypeInvalid: 'Module type is not one the history records',
  historyDateInvalid: 'Dates must be given as YYYY-MM-DD',
  historyIdInvalid: 'The user and module ids must be whole numbers',
  historyEntryNotFound: 'This history entry does not exist',
  reverted: 'Change reverted',
  restored: 'Record restored',
  restoredWithoutLinks: 'Record restored; its links to images or files that were deleted since were cleared',
  /** A product's values of attributes removed or changed since its delete (issue 24) are left out of its return. */
  restoredWithoutValues: 'Record restored; its values of attributes removed or changed since were left out',
  restoredWithoutLinksOrValues:
    'Record restored; its links to images or files that were deleted since were cleared, and its values of attributes removed or changed since were left out',
  revertOfCreate: 'A creation cannot be reverted: delete the record instead',
  revertImpossible: 'This change cannot be reverted',
  revertRecordGone: 'Cannot revert: the record was deleted since',
  revertNothing: 'Nothing to revert: the record already has these values',
  restoreAlreadyThere: 'Cannot restore: the record exists',
  restoreParentGone: 'Cannot restore: the record it belonged to was deleted since',
  revertOrderChanged: 'Cannot revert: the records it ordered changed since',
  // ---- typed attributes (issue 24): an attribute's form, and a product's values
  attributeTypeRequired: 'Type is required',
  attributeTypeInvalid: `Type must be one of ${ATTRIBUTE_TYPES.join(', ')}`,
  attributeUnitInvalid: `Unit must be one of ${ATTRIBUTE_UNITS.join(', ')}`,
  attributeUnitNotForType: 'Only number and range attributes have a unit',
  attributeOptionsInvalid: `Options must be a list of at most ${ATTRIBUTE_OPTIONS_MAX} texts of 1 to ${ATTRIBUTE_TEXT_MAX} characters`,
  attributeOptionsRequired: 'A list attribute needs at least one option',
  attributeOptionsDuplicate: 'Each option must be given once',
  attributeOptionsNotForType: 'Only list attributes have options',
  filterableInvalid: 'Filterable must be true or false',
  onCardInvalid: 'Shown on cards must be true or false',
  attributeTypeInUse: (count: number) => `The type cannot change while ${plural(count, 'product has', 'products have')} a value of this attribute`,
  attributeCategoryInUse: (count: number) =>
    `The category cannot change while ${plural(count, 'product has', 'products have')} a value of this attribute`,
  attributeOptionInUse: (option: string, count: number) =>
    `Option '${option}' cannot be removed while ${plural(count, 'product has', 'products have')} it`,
  attributeValuesInvalid: 'Attributes must be an object of attribute ids and their values',
  attributeNotInCategory: (name: string) => `${name} is not an attribute of this product's category`,
  attributeValueNumber: (name: string) => `${name} must be a number`,
  attributeValueRange: (name: string) => `${name} must be a range of two numbers, min at most max`,
  attributeValueText: (name: string) => `${name} must be a text of at most ${ATTRIBUTE_TEXT_MAX} characters`,
  attributeValueOption: (name: string, options: string) => `${name} must be one of ${options}`,
  attributeValueBoolean: (name: string) => `${name} must be true or false`,
  /** A product moved under another category: the values of attributes that category lacks go. */
  attributeValuesDropped: (names: string) => `Product updated successfully; values dropped (their attributes are not in the new category): ${names}`,
  /** An attribute's delete: how many products' values went with it. */
  attributeDeleted: (count: number) => `Attribute deleted successfully with ${plural(count, 'value', 'values')}`,
  /** More values than its delete records (ATTRIBUTE_DELETE_VALUES_MAX): its revert brings back only the first ones. */
  attributeDeletedBeyondRecord: (count: number, max: number) =>
    `Attribute deleted successfully with ${count} values; a revert of this delete can bring back only the first ${max}`,
  /** A deleted attribute back (a revert from the history) with the values its delete recorded. */
  attributeRestored: (count: number) => `Attribute restored with ${plural(count, 'value', 'values')}`,
  /** ... less those whose products were deleted or moved to another category since, or that its delete did not record. */
  attributeRestoredLeavingOut: (count: number, leftOut: number) =>
    `Attribute restored with ${plural(count, 'value', 'values')}; ${plural(leftOut, 'value was', 'values were')} left out (products deleted or moved to another category since, or beyond what the delete recorded)`,
  // ---- product import (issue 24: ./useCases/productImport.ts)
  importFileType: 'The file must be a CSV or XLSX spreadsheet',
  importXlsxUnavailable: 'XLSX files cannot be read in demo mode: save the sheet as CSV and import that',
  importXlsxTooLarge: (mb: number) => `This XLSX file unpacks to more than ${mb} MB: save the sheet as CSV, or import it in parts`,
  importFileRequired: 'Choose a CSV or XLSX file to import',
  importNoHeader: 'The file has no header row',
  importTooManyRows: (max: number) => `The file has more than ${max} rows: split it into files of at most ${max} rows`,
  importMappingInvalid: 'Mapping must be a JSON object of column headers and the fields they fill',
  importFieldUnknown: (field: string) => `No product field or attribute is called ${field}`,
  importFieldTwice: (field: string) => `Two columns fill ${field}: map it from one column only`,
  importKeyRequired: 'Map an id column, or a name column with a series (or series_id) column',
  importSeriesRequired: 'A new product needs its series: a series or series_id cell',
  importNameRequired: 'A new product needs its name',
  importSeriesUnknown: (name: string) => `No product series is named ${name}`,
  importSeriesAmbiguous: (name: string) => `More than one product series is named ${name}: use a series_id column`,
  importChainMismatch: (name: string) => `Does not match the series ${name}`,
  importRowTwice: (row: number) => `Row ${row} already imports this product`,
  importInvalidNumber: (label: string) => `${label} must be a whole number`,
  importRowsInvalid: (count: number) => `Nothing was imported: ${plural(count, 'error', 'errors')} in the file`,
  importDone: (created: number, updated: number) => `Import done: ${created} created, ${updated} updated`,
  // ---- staff accounts (issue 23)
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not correct',
  roleInvalid: 'Role must be admin or editor',
  activeInvalid: 'Active must be true or false',
  emailTaken: 'This e-mail address is already used by another account',
  lastActiveAdmin: 'At least one active administrator must remain',
  deleteSelf: 'You cannot delete your own account',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  passwordLinkMade: 'A new set-password link was made; older links no longer work',
  /** One message for an unknown, spent or expired link: it tells nothing about which. */
  passwordLinkInvalid: 'This link has expired or was already used. Ask an administrator for a new one.',
  passwordSet: 'Your password is set: you can log in now',
  passwordChanged: 'Password changed; your other sessions have ended',
  /** The same whatever the address (no account discovery). */
  passwordResetRequested: 'If an active account uses this address, a link to set a new password is on its way',
  /** The API's answer over the reset links' limit (per client address or per e-mail address: one message, whichever). */
  tooManyPasswordResets: (seconds: number) =>
    `Too many requests for a password reset; try again in ${plural(Math.ceil(seconds / 60), 'minute', 'minutes')}`,
  sessionEnded: 'Session ended',
  // ---- two-factor login (issue 23, optional per account)
  totpRequired: 'Enter the code of your authenticator app, or a recovery code',
  totpWrong: 'The code is not correct',
  twoFactorNotStarted: 'Start the two-factor setup first',
  twoFactorAlreadyOn: 'Two-factor login is already on',
  twoFactorEnabled: 'Two-factor login is on: keep the recovery codes somewhere safe, each works once',
  twoFactorDisabled: 'Two-factor login is off',
  twoFactorOffOnly: 'Two-factor login can only be turned off here (false); the account itself turns it on',
  /** An admin account without two-factor login while the admins must have it: only its own account's calls answer. */
  twoFactorSetupRequired: 'Turn on two-factor login in My account first',
  /** Requiring it of the admins needs it on for the admin who asks (no locking oneself out). */
  twoFactorRequirementNeedsOwn: 'Turn on two-factor login for your own account before requiring it of every administrator',
  securitySettingsSaved: 'Security settings saved',
  twoFactorRequirementInvalid: 'Requiring two-factor login must be true or false',
  // ---- image crop (issue 20)
  focusOutOfRange: (label: string) => `${label} must be a whole number from ${FOCUS_MIN} to ${FOCUS_MAX}`,
  fitInvalid: `Fit must be one of ${IMAGE_FITS.join(', ')}`,
  publishedInvalid: 'Published must be true or false',
  /** The admin lists' "missing Indonesian" filter (issue 22). */
  untranslatedInvalid: 'Untranslated must be true or false',
  // ---- exports of the admin lists (issue 24)
  exportFormatInvalid: 'Format must be csv or xlsx',
  /** The demo writes CSV only (docs/spec-departures.md). */
  exportFormatUnavailable: 'Excel (XLSX) export is not available in demo mode: export CSV instead',
  // ---- uploads: refused by size (413) or by their first bytes (415), in the API and on choosing
  uploadTooLarge: (label: string, size: string) => `${label} must not be larger than ${size}`,
  imageTypeRefused: 'Image must be a JPEG or PNG file',
  pdfTypeRefused: 'File must be a PDF document',
  // ---- image masters (issue 20): refusals of an upload that is no usable picture
  imageHeic: 'HEIC images cannot be read here: export or share the photo as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)',
  imageUndecodable: 'Image could not be read: the file is damaged or not a complete JPEG or PNG picture',
  imageTooManyPixels: (maxMegapixels: number, maxSide: number) =>
    `Image is too large to process: at most ${maxMegapixels} megapixels and ${maxSide} px on a side`,
  imageAnimated: 'Animated images are not accepted: upload a single still picture',
  /** The API's answer when normalisations find no turn within their wait (api/src/images/bounded.ts). */
  imageBusy: 'Images are being processed; try again in a moment',
  fetchOptionsFailed: (module: RequestModule) => `Failed when fetching ${module} options`,
  // Spec §8, the admin's calls: what a failed write was doing, before the server's reason.
  createFailed: (module: RequestModule) => `Failed when creating ${module}`,
  updateFailed: (module: RequestModule, id: string | number) => `Failed when updating ${module} "${id}"`,
  deleteFailed: (module: RequestModule) => `Failed to delete ${module}`,
  orderFailed: (module: RequestModule) => `Failed when ordering ${module}`,
  replaceFailed: (module: 'image' | 'file', id: string | number) => `Failed when replacing the ${module} of "${id}"`,
  unlinkImageFailed: 'Failed to remove image',
  settingsUpdateFailed: 'Failed when updating site settings',
  // What the admin's account calls were doing (issue 23), before the server's reason.
  inviteFailed: 'Failed when making a set-password link',
  passwordChangeFailed: 'Failed when changing your password',
  sessionsFetchFailed: 'Failed when fetching your sessions',
  twoFactorChangeFailed: 'Failed when changing your two-factor login',
  securitySettingsFetchFailed: 'Failed when fetching the security settings',
  securitySettingsUpdateFailed: 'Failed when updating the security settings',
  sessionEndFailed: 'Failed when ending the session',
  loginRequestFailed: 'Login failed',
  // ---- the catalogue finder (issue 24): its query's refusals (./finderFilters.ts)
  finderVendorRequired: 'vendor_id must be the id of a vendor',
  finderNotAFilter: (key: string) => `${key} is not a filter of this catalogue page`,
  finderRangeReversed: (name: string) => `${name}: the minimum must be at most the maximum`,
  // ---- the attribute grid's bulk save of many products' values (issue 24)
  bulkValuesInvalid: 'Values must be an object of product ids, each with an object of attribute ids and their values',
  bulkValuesTooMany: `At most ${BULK_VALUES_PRODUCTS_MAX} products can be saved at once`,
  bulkValuesSaved: (count: number) => `Values saved for ${plural(count, 'product', 'products')}`,
  bulkValuesSaveFailed: 'Failed when saving the values',
} as const;

/** The things a message names, as it names them. */
export type Thing = 'Inquiry' | 'Attribute' | 'Product' | 'Product series' | 'Product category' | 'Vendor' | 'Manufacture type' | 'Image' | 'File';
export type HierarchyThing = 'Manufacture type' | 'Vendor' | 'Product category' | 'Product series';
export type AssetThing = 'Image' | 'File';

/** 'Vendor created successfully', 'Image deleted successfully', ... */
export function savedMessage(thing: Thing, action: 'created' | 'updated' | 'deleted' | 'removed'): string {
  return `${thing} ${action} successfully`;
}

/** A reorder whose ids are not exactly the parent's children (issue 21). */
export const REORDER_MISMATCH = "The ids must be exactly the parent's children, each once";

/** A reorder's answer: 'Vendor order saved'. */
export function reorderedMessage(thing: string): string {
  return `${thing} order saved`;
}

/** The 404 of a record: 'Vendor "7" not found'. */
export function notFoundMessage(thing: string, id: unknown): string {
  return `${thing} "${String(id)}" not found`;
}

/** How a message counts the records of each record table: one, many. */
const RECORD_NOUNS = {
  mt_manufacture_type: ['manufacture type', 'manufacture types'],
  mt_vendor: ['vendor', 'vendors'],
  mt_product_category: ['product category', 'product categories'],
  mt_product_series: ['product series', 'product series'],
  mt_product: ['product', 'products'],
} satisfies Record<string, [string, string]>;
type RecordTableName = keyof typeof RECORD_NOUNS;

export const CHILDREN: Record<HierarchyThing, [string, string]> = {
  'Manufacture type': RECORD_NOUNS.mt_vendor,
  Vendor: RECORD_NOUNS.mt_product_category,
  'Product category': RECORD_NOUNS.mt_product_series,
  'Product series': RECORD_NOUNS.mt_product,
};

/** The 409 of a delete refused while the record has n children ('… it still has 2 vendors'). */
export function stillHasChildrenMessage(thing: HierarchyThing, n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it still has ${plural(n, ...CHILDREN[thing])}`;
}

/**
 * What the delete confirmation says beforehand of a record that still has children (or an asset
 * still linked), from the detail's children: 'This manufacture type has 2 vendors; it cannot be
 * deleted until they are moved or deleted'. `module` names the record as the admin does.
 */
export function blockedDeleteMessage(module: string, children: Partial<Record<RecordTableName, unknown[]>>): string {
  const counts = (Object.entries(children) as Array<[RecordTableName, unknown[] | undefined]>)
    .filter(([, records]) => records?.length)
    .map(([table, records]) => ({ n: records!.length, text: plural(records!.length, ...RECORD_NOUNS[table]) }));
  const they = counts.length === 1 && counts[0].n === 1 ? 'it is' : 'they are';
  return `This ${module} has ${counts.map((c) => c.text).join(' and ')}; it cannot be deleted until ${they} moved or deleted`;
}

/** The 409 of an asset delete refused while n records link it. */
export function stillLinkedMessage(thing: AssetThing, n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it is still linked to ${plural(n, 'record', 'records')}`;
}

/** The 409 of a delete that a reference written meanwhile (another request) still holds. */
export function stillReferredMessage(thing: Thing): string {
  return thing === 'Image' || thing === 'File'
    ? `Cannot delete ${thing.toLowerCase()}: it is still linked`
    : `Cannot delete ${thing.toLowerCase()}: other records still refer to it`;
}

/** The parent a name must be unique within, as the 422 names it (a type's names are unique among all types). */
export const NAME_SCOPE: Record<Thing, string> = {
  Inquiry: '',
  'Manufacture type': '',
  Vendor: ' in this manufacture type',
  'Product category': ' for this vendor',
  'Product series': ' in this product category',
  Product: ' in this product series',
  Attribute: ' in this product category',
  Image: '',
  File: '',
};

/** The 422 of a name already taken within its parent ("A vendor named 'X' already exists in this manufacture type"). */
export function duplicateNameMessage(thing: Thing, name: string): string {
  const a = /^[aeiou]/i.test(thing) ? 'An' : 'A';
  return `${a} ${thing.toLowerCase()} named '${name.trim()}' already exists${NAME_SCOPE[thing]}`;
}
