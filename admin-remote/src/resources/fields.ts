import type { FileRef, ImageRef } from '@mfe/shared-ui';
import { DESCRIPTION_MAX, MESSAGES, NAME_MAX } from '@mfe/catalogue-core/messages';
import { TRANSLATIONS } from '@mfe/catalogue-core/locales';
import type { ImagePickField, ParentSelectField, PdfPickField, SwitchField, Text, TextField } from './types';

// The fields several areas' forms share. Every record below a manufacture type carries the ids of
// its whole chain (mt_manufacture_type_id, mt_vendor_id, …), so a cascade parent reads the id of
// its own name; the parents differ per form only in their label and their §5 message (the API's own,
// from the catalogue core).
// Each field says which part of a record it reads: an area whose detail lacks it fails to compile.

export const nameField: TextField<{ name: string }> = {
  kind: 'text',
  name: 'name',
  label: (m) => m.fieldName,
  requiredMessage: MESSAGES.nameRequired,
  limit: { length: NAME_MAX, message: MESSAGES.nameTooLong },
  read: (record) => record.name,
};

/** Manufacture types and categories (issue 22): the name in English beside name_id in Indonesian. */
export const translatedNameField: TextField<{ name: string; name_id?: string | null }> = {
  ...nameField,
  translation: {
    name: TRANSLATIONS.name,
    read: (record) => record.name_id ?? null,
    labels: { en: (m) => m.nameInEnglish, id: (m) => m.nameInIndonesian },
    limit: { length: NAME_MAX, message: MESSAGES.indonesianNameTooLong },
  },
};

/** Every level (issue 22): the description in English beside description_id in Indonesian. */
export const descriptionField: TextField<{ description: string | null; description_id?: string | null }> = {
  kind: 'textarea',
  name: 'description',
  label: (m) => m.fieldDescription,
  limit: { length: DESCRIPTION_MAX, message: MESSAGES.descriptionTooLong },
  read: (record) => record.description,
  translation: {
    name: TRANSLATIONS.description,
    read: (record) => record.description_id ?? null,
    labels: { en: (m) => m.descriptionInEnglish, id: (m) => m.descriptionInIndonesian },
    limit: { length: DESCRIPTION_MAX, message: MESSAGES.indonesianDescriptionTooLong },
  },
};

/**
 * Whether the public site shows the record (issue 21): on for a new record; a draft (off) and
 * everything under it are hidden from the public pages.
 */
export const publishedField: SwitchField<{ published?: boolean }> = {
  kind: 'switch',
  name: 'published',
  label: (m) => m.fieldPublished,
  help: (m) => m.fieldPublishedHelp,
  initial: true,
  // A row answered before the field existed is published (the core's fallback).
  read: (record) => record.published !== false,
};

export function imageField(label: Text = (m) => m.fieldImage): ImagePickField<{ image: ImageRef | null }> {
  return { kind: 'image', name: 'image_id', label, read: (record) => record.image };
}

/** pdf_id: a series keeps its brochure as pdf, a product its PDF as file. */
export function pdfField<R>(label: Text, read: (record: R) => FileRef | null): PdfPickField<R> {
  return { kind: 'pdf', name: 'pdf_id', label, read };
}

export function manufactureTypeParent(
  requiredMessage: string = MESSAGES.manufactureTypeRequired,
): ParentSelectField<{ mt_manufacture_type_id?: number }> {
  return {
    kind: 'parent',
    name: 'mt_manufacture_type_id',
    label: (m) => m.fieldManufactureType,
    source: 'manufacture-type',
    requiredMessage,
    read: (record) => record.mt_manufacture_type_id,
  };
}

export function vendorParent(): ParentSelectField<{ mt_vendor_id?: number }> {
  return {
    kind: 'parent',
    name: 'mt_vendor_id',
    label: (m) => m.fieldVendor,
    source: 'vendor',
    dependsOn: { field: 'mt_manufacture_type_id', filter: 'mt_manufacture_type_id' },
    requiredMessage: MESSAGES.vendorRequired,
    read: (record) => record.mt_vendor_id,
  };
}

export function categoryParent(options: { label: Text; requiredMessage: string }): ParentSelectField<{ mt_product_category_id?: number }> {
  return {
    kind: 'parent',
    name: 'mt_product_category_id',
    label: options.label,
    source: 'product-category',
    dependsOn: { field: 'mt_vendor_id', filter: 'mt_vendor_id' },
    requiredMessage: options.requiredMessage,
    read: (record) => record.mt_product_category_id,
  };
}

export function seriesParent(): ParentSelectField<{ mt_product_series_id: number }> {
  return {
    kind: 'parent',
    name: 'mt_product_series_id',
    label: (m) => m.fieldProductSeries,
    source: 'product-series',
    dependsOn: { field: 'mt_product_category_id', filter: 'mt_product_category_id' },
    requiredMessage: MESSAGES.productSeriesRequired,
    read: (record) => record.mt_product_series_id,
  };
}
