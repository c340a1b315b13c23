import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import type { AnyResource, AssetResource, CatalogueResource, ResourceArea } from './types';
import { productResource } from './product';
import { productSeriesResource } from './product-series';
import { productCategoryResource } from './product-category';
import { vendorResource } from './vendor';
import { manufactureTypeResource } from './manufacture-type';
import { imageAssetResource } from './assets-image-manager';
import { fileAssetResource } from './assets-file-manager';

/** Every admin area's definition, by its route name. */
export const resources: Record<ResourceArea, AnyResource> = {
  product: productResource,
  'product-series': productSeriesResource,
  'product-category': productCategoryResource,
  vendor: vendorResource,
  'manufacture-type': manufactureTypeResource,
  'assets-image-manager': imageAssetResource,
  'assets-file-manager': fileAssetResource,
};

// AdminArea (shared-ui) and ResourceArea name the same seven areas; this fails to compile if they drift.
const sameAreas: Record<AdminArea, true> = {
  product: true,
  'product-series': true,
  'product-category': true,
  vendor: true,
  'manufacture-type': true,
  'assets-image-manager': true,
  'assets-file-manager': true,
} satisfies Record<ResourceArea, true>;
void sameAreas;

export function isAssetResource(resource: AnyResource): resource is AssetResource {
  return 'fileField' in resource;
}

export function catalogueResource(area: ResourceArea): CatalogueResource {
  const resource = resources[area];
  if (isAssetResource(resource)) throw new Error(`${area} is an asset area`);
  return resource;
}

export function assetResource(area: ResourceArea): AssetResource {
  const resource = resources[area];
  if (!isAssetResource(resource)) throw new Error(`${area} is not an asset area`);
  return resource;
}

export type { AnyResource, AssetResource, CatalogueResource, ResourceArea } from './types';
