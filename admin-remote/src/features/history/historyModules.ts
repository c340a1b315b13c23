import { inquiryDetailPath, SETTINGS_PATH, userDetailPath } from '@mfe/shared-ui/site/admin-navigation';
import { catalogueResource, isAssetArea, resources, type ResourceArea } from '../../resources';
import type { ApiTag, FieldDefinition, Text } from '../../resources/types';
import type { AdminMessages } from '../../messages/messages';
import type { HistoryModuleType } from './historyEntries';
import { ATTRIBUTE_TAG } from '../attributes/api/attributeTag';

// What the admin knows of each kind of record the history follows: its name, its screen, the
// cache a revert of it makes stale, and its fields' labels as its form names them (a field no form
// names is shown by its own name).

export interface HistoryModule {
  /** The area's name in the admin's language (the Activity's filter and rows). */
  name: Text;
  /** The record's screen. */
  detailPath: (id: number) => string;
  /** What a revert of one of its records makes stale: the record's screen and every list showing it. */
  staleTags: Array<ApiTag | typeof ATTRIBUTE_TAG>;
  /** Field name → its label in the admin's language. */
  fieldLabels: (m: AdminMessages) => Record<string, string>;
}

/** The admin area that edits each catalogue and asset table. */
const AREA_OF_MODULE = {
  mt_manufacture_type: 'manufacture-type',
  mt_vendor: 'vendor',
  mt_product_category: 'product-category',
  mt_product_series: 'product-series',
  mt_product: 'product',
  asset_image: 'assets-image-manager',
  asset_file: 'assets-file-manager',
} as const satisfies Partial<Record<HistoryModuleType, ResourceArea>>;

type AreaModuleType = keyof typeof AREA_OF_MODULE;

/** The history's name of the records an area edits: what a record's Change history asks for. */
export const moduleTypeOfArea = (area: ResourceArea): AreaModuleType =>
  (Object.keys(AREA_OF_MODULE) as AreaModuleType[]).find((moduleType) => AREA_OF_MODULE[moduleType] === area)!;

/** The labels of a catalogue form's fields; a translated text's two halves each as its own. */
function formFieldLabels(fields: FieldDefinition<never>[], m: AdminMessages): Record<string, string> {
  const labels: Record<string, string> = { position: m.order };
  for (const field of fields) {
    if ((field.kind === 'text' || field.kind === 'textarea') && field.translation) {
      labels[field.name] = field.translation.labels.en(m);
      labels[field.translation.name] = field.translation.labels.id(m);
    } else labels[field.name] = field.label(m);
  }
  return labels;
}

/** The asset form's fields (name, description, an image's crop) and the stored file. */
function assetFieldLabels(m: AdminMessages): Record<string, string> {
  return {
    name: m.fieldName,
    description: m.fieldDescription,
    fit: m.fit,
    focus_x: `${m.focalPoint} (x)`,
    focus_y: `${m.focalPoint} (y)`,
    image_path: m.fieldImageFile,
    file_path: m.fieldPdfFile,
  };
}

function areaModule(area: ResourceArea): HistoryModule {
  const { tag, alsoInvalidates } = resources[area];
  return {
    name: (m) => m.areaTitle(area),
    detailPath: (id) => `/admin/${area}/detail/${id}`,
    staleTags: [tag, ...alsoInvalidates],
    // A category's delete records its attributes too (issue 24), under a field no form of it has.
    fieldLabels: (m) =>
      isAssetArea(area)
        ? assetFieldLabels(m)
        : { attributes: m.historyAttributes, ...formFieldLabels(catalogueResource(area).fields as FieldDefinition<never>[], m) },
  };
}

const areaModules = Object.fromEntries(
  (Object.keys(AREA_OF_MODULE) as AreaModuleType[]).map((moduleType) => [moduleType, areaModule(AREA_OF_MODULE[moduleType])]),
) as Record<AreaModuleType, HistoryModule>;

export const HISTORY_MODULES: Record<HistoryModuleType, HistoryModule> = {
  ...areaModules,
  inquiry: {
    name: (m) => m.inquiriesTitle,
    detailPath: inquiryDetailPath,
    staleTags: ['Inquiry'],
    fieldLabels: (m) => ({ status: m.status, notes: m.notes }),
  },
  site_settings: {
    name: (m) => m.settingsTitle,
    detailPath: () => SETTINGS_PATH,
    staleTags: ['SiteSettings'],
    fieldLabels: (m) => ({
      company_name: m.companyName,
      tagline: m.taglineInEnglish,
      tagline_id: m.taglineInIndonesian,
      about: m.aboutInEnglish,
      about_id: m.aboutInIndonesian,
      copyright_year: m.copyrightYear,
      phone: m.phone,
      whatsapp: m.whatsapp,
      sales_email: m.salesEmail,
      address: m.address,
      city: m.city,
      map_url: m.mapUrl,
      history: m.settingsHistory,
      services: m.settingsServices,
    }),
  },
  // The Security card of /admin/settings: its change does not revert (the API answers 409).
  security_settings: {
    name: (m) => m.securityTitle,
    detailPath: () => SETTINGS_PATH,
    staleTags: [],
    fieldLabels: (m) => ({ admin_two_factor_required: m.requireTwoFactor }),
  },
  // A category's typed attributes (issue 24): no screen of their own (a category's form lists them);
  // their entries open the categories. A revert of a delete brings one back with its products'
  // values: the categories' attribute lists and the products' and series' screens go stale.
  mt_product_attribute: {
    name: (m) => m.historyAttributes,
    detailPath: () => '/admin/product-category',
    staleTags: [ATTRIBUTE_TAG, 'Product', 'ProductSeries'],
    fieldLabels: (m) => ({
      name: m.attributeName,
      name_id: m.attributeNameId,
      mt_product_category_id: m.historyAttributeCategory,
      type: m.attributeType,
      unit: m.attributeUnit,
      options: m.attributeOptions,
      filterable: m.attributeFilterable,
      on_card: m.attributeOnCard,
      position: m.order,
      values: m.historyAttributeValues,
      value_count: m.historyAttributeValueCount,
    }),
  },
  // The accounts' screens (issue 23). An account's change does not revert (the API answers 409), so nothing goes stale.
  user: {
    name: (m) => m.historyUsers,
    detailPath: userDetailPath,
    staleTags: [],
    fieldLabels: (m) => ({ name: m.columnName, email: m.email, role: m.role, active: m.active }),
  },
};

/** A module type the admin knows; undefined for one it does not (an entry from a newer API). */
export const historyModule = (moduleType: string): HistoryModule | undefined =>
  (HISTORY_MODULES as Partial<Record<string, HistoryModule>>)[moduleType];
