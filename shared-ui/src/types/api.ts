// Envelopes of every API answer (spec §7, issue 3 "Envelope").

/** Every success: `{ message?, data }`. Saves carry a message for the success toast. */
export interface ApiEnvelope<T> {
  message?: string;
  data: T;
}

/** `data` of a list called with page and items_per_page. */
export interface Paged<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** Every error answer (400, 401, 404, 409, 413, 415, 422, 429). */
export interface ApiErrorBody {
  message: string;
  /** Field name → messages, on validation errors (422). */
  errors?: Record<string, string[]>;
}

/** Query of every admin list: GET /api/product, /api/vendor, ... */
export interface ListQuery {
  page?: number;
  /** Capped at 100 by the server. */
  items_per_page?: number;
  /** Case-insensitive name search. */
  search?: string;
  /** Parent filters, used by the cascading selects. */
  mt_manufacture_type_id?: number;
  mt_vendor_id?: number;
  mt_product_category_id?: number;
}

/** data of POST /api/login. */
export interface LoginResult {
  id: number;
  email: string;
  name: string;
  token: string;
}
