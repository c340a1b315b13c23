// The contract of a server-rendered page between the shell's server and a remote's server
// container. An exposed screen module may export `preparePage` beside its default component: the
// shell's server calls it before rendering, with the request's store, so the data the screen reads
// is in the store (and handed to the browser), and it says the page's status and head.

import type { Locale } from '@mfe/catalogue-core/locales';
import type { AppDispatch } from '../store/createAppStore';

/** One step of a page's breadcrumb trail; `path` is site-relative, e.g. '/product/Machine%20Tools'. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * A model's value of an attribute (issue 24), for its JSON-LD's `additionalProperty` (schema.org
 * PropertyValue): a value, or a range's ends; the unit as written and as its UN/CEFACT code.
 */
export interface PropertyHead {
  name: string;
  value?: string | number | boolean;
  minValue?: number;
  maxValue?: number;
  unitText?: string;
  unitCode?: string;
}

/** A product (a series page, issue 14) for its JSON-LD; paths site-relative, images stored paths or URLs. */
export interface ProductHead {
  name: string;
  description?: string | null;
  imagePath?: string | null;
  /** The maker's name (the vendor). */
  brand?: string;
  /** The product category's name. */
  category?: string;
  /** The product's page, e.g. '/product/series/3'. */
  path: string;
  /** The models it comprises, each at its own anchor (e.g. '/product/series/3#product-9'). */
  related?: Array<{ name: string; description?: string | null; imagePath?: string | null; path: string; properties?: PropertyHead[] }>;
}

/** What a page says about itself for search engines and link previews. */
export interface PageHead {
  /** The page title without the ' | Mitra Presisi Teknik' suffix (spec §1 template applies). */
  title: string;
  /** From the entity's description; the shell uses a site-wide fallback when absent. */
  description?: string | null;
  /** A stored file path (image_path) or absolute URL for og:image / twitter:image. */
  imagePath?: string | null;
  /** BreadcrumbList, on type, catalogue and series pages. */
  breadcrumbs?: Breadcrumb[];
  /** ItemList (e.g. the series of a catalogue page): names and site-relative or absolute URLs. */
  itemList?: Array<{ name: string; url: string }>;
  /** Kept out of search engines' index, its links still followed (robots 'noindex, follow'), with no canonical link: search results. */
  noindex?: boolean;
  /** Product, on series pages. */
  product?: ProductHead;
  /**
   * The language the description is really in when it differs from the page's (an untranslated
   * record's English fallback): the shell's meta tags say nothing false about it.
   */
  descriptionLang?: Locale;
}

export interface PreparedPage {
  /** 200, 404 (unknown type or vendor) or 503 (the API could not be reached). */
  status: number;
  head: PageHead;
  /** The page moved for good (a renamed manufacture type): its site-relative path; status is 308. */
  redirect?: string;
  /**
   * False: the shell's server renders the page anew for every request instead of keeping it in its
   * page cache (search results: one page per text typed, and a throttled answer is one visitor's).
   */
  cacheable?: boolean;
}

export interface PageRequest {
  /** Route params, already decoded (e.g. { type: 'Machine Tools', vendorId: '3' }). */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** Props the shell gives the screen (e.g. { section: 'products' } for the landing page). */
  props: Record<string, unknown>;
  /** The request's store: dispatch the screen's RTK Query endpoints' initiate() here. */
  dispatch: AppDispatch;
  /**
   * The page's language (issue 22; its URL's prefix): the head is written in it, paths in it are
   * site-relative WITHOUT the locale prefix (the shell adds it, as the router's basename does).
   */
  locale: Locale;
}

export type PreparePage = (request: PageRequest) => Promise<PreparedPage>;
