// What the contract suite needs from an adapter: one call of the HTTP contract, the admin it
// logs in as, and a way back to an empty catalogue. Each adapter's runner implements it over its
// own transport (a real HTTP server, the demo's axios adapter); the suite sees nothing else.

/** A response body as the suite reads it: JSON of any shape, addressed by path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the suite reads the JSON bodies of every call by path
export type Json = any;

export type Method = 'GET' | 'POST' | 'DELETE';

export interface ContractRequest {
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** Query-string pairs (how the front end sends the data of GET and DELETE calls). */
  query?: Record<string, string | number>;
  /** Sent as `Authorization: Bearer <token>`; null or absent: no Authorization header. */
  token?: string | null;
}

export interface ContractResponse {
  status: number;
  body: Json;
}

export interface ContractClient {
  /** The administrator the adapter knows (its seeded or configured credentials). */
  readonly admin: { email: string; password: string };
  request(method: Method, path: string, request?: ContractRequest): Promise<ContractResponse>;
  /** Empty the catalogue: no record, no image or file asset, no saved site settings, no history (sessions may end too). */
  reset(): Promise<void>;
  /** Release what the client holds, after the last test. */
  close?(): Promise<void>;
}
