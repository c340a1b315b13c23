import type { AnyRecord, ImagePickField, ParentSelectField, TextField } from './types';

// The fields several areas' forms share. The cascade parents (manufacture type → vendor →
// category → series) differ per form only in their label, their §5 message and where an edited
// record keeps their value, so those are the parameters.

type Reader = (record: AnyRecord) => unknown;

export const nameField: TextField = { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required' };

export const descriptionField: TextField = { kind: 'textarea', name: 'description', label: 'Description' };

export function imageField(label = 'Image'): ImagePickField {
  return { kind: 'image', name: 'image_id', label, read: (record) => record.image ?? null };
}

export function manufactureTypeParent(options: { requiredMessage?: string; read?: Reader } = {}): ParentSelectField {
  return {
    kind: 'parent',
    name: 'mt_manufacture_type_id',
    label: 'Manufacture Type',
    source: 'manufacture-type',
    requiredMessage: options.requiredMessage ?? 'Manufacture type is required',
    read: options.read,
  };
}

export function vendorParent(read?: Reader): ParentSelectField {
  return {
    kind: 'parent',
    name: 'mt_vendor_id',
    label: 'Vendor',
    source: 'vendor',
    dependsOn: { field: 'mt_manufacture_type_id', filter: 'mt_manufacture_type_id' },
    requiredMessage: 'Vendor is required',
    read,
  };
}

export function categoryParent(options: { label: string; requiredMessage: string; read?: Reader }): ParentSelectField {
  return {
    kind: 'parent',
    name: 'mt_product_category_id',
    label: options.label,
    source: 'product-category',
    dependsOn: { field: 'mt_vendor_id', filter: 'mt_vendor_id' },
    requiredMessage: options.requiredMessage,
    read: options.read,
  };
}

export function seriesParent(): ParentSelectField {
  return {
    kind: 'parent',
    name: 'mt_product_series_id',
    label: 'Product Series',
    source: 'product-series',
    dependsOn: { field: 'mt_product_category_id', filter: 'mt_product_category_id' },
    requiredMessage: 'Product Series is required',
  };
}
