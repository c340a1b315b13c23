// The catalogue entities as the API sends them (spec §3 and §7): the types of the catalogue core's
// response schemas, so that the API, the demo and every screen read one definition of the contract.
// Type-only imports: no schema (zod) code reaches a browser bundle through shared-ui.
import type { compare, inquiries, ModuleType, responses, search } from '@mfe/catalogue-core';

/** A reference to an image asset, embedded wherever a record shows an image; image_path is under the storage root (storageUrl()). */
export type ImageRef = responses.ImageRef;
/** A reference to a file asset (PDF brochure); file_path is under the storage root (storageUrl()). */
export type FileRef = responses.FileRef;

// ---- list rows (and save answers): each with its parents up to the manufacture type, and their ids
export type ManufactureType = responses.ManufactureType;
/** With mt_manufacture_type. */
export type Vendor = responses.Vendor;
/** With mt_manufacture_type_id and mt_vendor → mt_manufacture_type. */
export type ProductCategory = responses.ProductCategory;
/** With mt_vendor_id, mt_manufacture_type_id and mt_product_category → …; pdf and no_pdf (no brochure). */
export type ProductSeries = responses.ProductSeries;
/** A series as the admin list and pickers show it: its parents named (id, name, the ids above). */
export type ProductSeriesListRow = responses.ProductSeriesListRow;
/** With the ids of every ancestor, mt_product_series → …, image and file (the PDF); also the detail. */
export type Product = responses.Product;
/** A product as the admin list shows it: its parents named (id, name, the ids above). */
export type ProductListRow = responses.ProductListRow;

// ---- public nested reads: children down to the series
/** A series' own fields, image, pdf and no_pdf. */
export type ProductSeriesBase = responses.ProductSeriesBase;
/** A series as the nested reads list it: its own fields, image, pdf, no_pdf and product_count. */
export type ProductSeriesNested = responses.ProductSeriesNested;
/** A category with its mt_product_series. */
export type ProductCategoryNested = responses.ProductCategoryNested;
/** A vendor with its mt_product_category → mt_product_series. */
export type VendorNested = responses.VendorNested;

// ---- details (GET …/detail/{id}, /api/manufacture-type/detail/name/{name})
/** With mt_vendor → mt_product_category → mt_product_series. */
export type ManufactureTypeDetail = responses.ManufactureTypeDetail;
/** A nested vendor, and its mt_manufacture_type with that type's vendors (the Distributor drop-down). */
export type VendorDetail = responses.VendorDetail;
/** A category row with its mt_product_series. */
export type ProductCategoryDetail = responses.ProductCategoryDetail;
/** The series' list row with its mt_product (name order): the public series page. */
export type ProductSeriesDetail = responses.ProductSeriesDetail;
/** The series page's read (issue 20): the series' list row with one page of its mt_product and mt_product_page. */
export type ProductSeriesPage = responses.ProductSeriesPage;
/** Where a page of a paged list sits: total, per_page, current_page, last_page. */
export type PageInfo = responses.PageInfo;
/** A product as its series' detail lists it: own fields, image and file (the brochure). */
export type SeriesProduct = responses.SeriesProduct;

// ---- assets
/** The record kinds an image asset can be linked to (and unlinked from with /remove/{id}). */
export type { ModuleType };
export type LinkedRecord = responses.LinkedRecord;
/** What keeps a record from being deleted, by table ({} when nothing does): a level's detail, a delete's 409. */
export type Children = responses.Children;
export type ImageAsset = responses.ImageAsset;
/** A PDF brochure asset. */
export type FileAsset = responses.FileAsset;
/** A list or picker row: with how many records link it, in all and by table (never the records). */
export type ImageAssetRow = responses.ImageAssetRow;
export type FileAssetRow = responses.FileAssetRow;
/** The detail: the row with its counts; the linking records come paged (AssetLink). */
export type ImageAssetDetail = responses.ImageAssetDetail;
export type FileAssetDetail = responses.FileAssetDetail;
/** A record linking an asset (GET …/links/{id}, a page of them). */
export type AssetLink = responses.AssetLink;

// ---- the compare view (issue 24)
/** data of GET /api/product/compare: the models found, their categories' attributes, the rows and missing_ids. */
export type Comparison = compare.Comparison;
export type ComparedProduct = compare.ComparedProduct;
export type CompareRow = compare.CompareRow;

// ---- inquiries (issue 14)
/** A visitor's request for a quote, with staff's status and notes and the e-mail to sales' state. */
export type Inquiry = inquiries.Inquiry;

// ---- public search (GET /api/search)
/** One record found: its kind, name, description, image, the public path it opens and where it sits (context, top down). */
export type SearchHit = search.SearchHit;
/** The hits of one kind, headed by its label ('Products'). */
export type SearchGroup = search.SearchGroup;
/** data of GET /api/search: the text searched (trimmed) and the groups, best first; only kinds with hits. */
export type SearchResult = search.SearchAnswer['data'];
