// Every message the catalogue answers with, word for word (spec §5 and the API's own). A module
// of plain constants: the admin forms and the login page read their required messages from here
// without loading the schemas.

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 10_000;

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
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
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be valid',
  passwordRequired: 'Password is required',
  moduleTypeRequired: 'Module type is required',
  moduleIdRequired: 'Module id is required',
  invalidId: (label: string) => `${label} is invalid`,
  notFound: (label: string) => `${label} not found`,
  vendorNotUnderType: 'Vendor does not belong to the selected manufacture type',
  categoryNotUnderVendor: 'Category does not belong to the selected vendor',
  seriesNotUnderCategory: 'Product Series does not belong to the selected product category',
  loginFailed: 'These credentials do not match our records',
  loginSucceeded: 'Login successful',
  loggedOut: 'Logged out successfully',
  unauthenticated: 'Unauthenticated',
} as const;

/** The things a message names, as it names them. */
export type Thing = 'Product' | 'Product series' | 'Product category' | 'Vendor' | 'Manufacture type' | 'Image' | 'File';
export type HierarchyThing = 'Manufacture type' | 'Vendor' | 'Product category' | 'Product series';
export type AssetThing = 'Image' | 'File';

/** 'Vendor created successfully', 'Image deleted successfully', ... */
export function savedMessage(thing: Thing, action: 'created' | 'updated' | 'deleted' | 'removed'): string {
  return `${thing} ${action} successfully`;
}

/** The 404 of a record: 'Vendor "7" not found'. */
export function notFoundMessage(thing: string, id: unknown): string {
  return `${thing} "${String(id)}" not found`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const CHILDREN: Record<HierarchyThing, [string, string]> = {
  'Manufacture type': ['vendor', 'vendors'],
  Vendor: ['product category', 'product categories'],
  'Product category': ['product series', 'product series'],
  'Product series': ['product', 'products'],
};

/** The 409 of a delete refused while the record has n children ('… it still has 2 vendors'). */
export function stillHasChildrenMessage(thing: HierarchyThing, n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it still has ${plural(n, ...CHILDREN[thing])}`;
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
const NAME_SCOPE: Record<Thing, string> = {
  'Manufacture type': '',
  Vendor: ' in this manufacture type',
  'Product category': ' for this vendor',
  'Product series': ' in this product category',
  Product: ' in this product series',
  Image: '',
  File: '',
};

/** The 422 of a name already taken within its parent ("A vendor named 'X' already exists in this manufacture type"). */
export function duplicateNameMessage(thing: Thing, name: string): string {
  const a = /^[aeiou]/i.test(thing) ? 'An' : 'A';
  return `${a} ${thing.toLowerCase()} named '${name.trim()}' already exists${NAME_SCOPE[thing]}`;
}
