import type { AdminArea } from '@mfe/shared-ui/site/admin-navigation';
import type { AssetArea, AssetResource, CatalogueArea, CatalogueResource, ResourceArea, ResourceBase } from './types';
import { productResource } from './product';
import { productSeriesResource } from './product-series';
import { productCategoryResource } from './product-category';
import { vendorResource } from './vendor';
import { manufactureTypeResource } from './manufacture-type';
import { imageAssetResource } from './assets-image-manager';
import { fileAssetResource } from './assets-file-manager';

// Each area's definition, typed with that area's records. Looked up by a generic area, a map keeps
// the area and its definition together: catalogueResource(area) is CatalogueResource<typeof area>.
const catalogueResources: { [A in CatalogueArea]: CatalogueResource<A> } = {
  product: productResource,
  'product-series': productSeriesResource,
  'product-category': productCategoryResource,
  vendor: vendorResource,
  'manufacture-type': manufactureTypeResource,
};

const assetResources: { [A in AssetArea]: AssetResource<A> } = {
  'assets-image-manager': imageAssetResource,
  'assets-file-manager': fileAssetResource,
};

/** Every admin area's definition, by its route name: what the endpoints need (paths, messages, cache tags). */
export const resources: Record<ResourceArea, ResourceBase> = { ...catalogueResources, ...assetResources };

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

export function isAssetArea(area: ResourceArea): area is AssetArea {
  return area in assetResources;
}

export function catalogueResource<A extends CatalogueArea>(area: A): CatalogueResource<A> {
  return catalogueResources[area];
}

export function assetResource<A extends AssetArea>(area: A): AssetResource<A> {
  return assetResources[area];
}

export type { AssetArea, AssetResource, CatalogueArea, CatalogueResource, ResourceArea } from './types';
