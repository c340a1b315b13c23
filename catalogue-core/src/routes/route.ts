// A route of the catalogue's HTTP surface, free of any transport: its method and path, who may
// call it, its request and response schemas, and the use case that answers it. The API (Fastify)
// and the demo (the browser's router) both register the table made of these (./table.ts), so the
// two cannot disagree on a path or on which routes are public.
import type { z } from 'zod';
import type { Level } from '../levels';
import type { Audience } from '../audience';
import type { Actor } from '../actor';
import type { AssetKind } from '../useCases/assets';
import type { InquiryIntake } from '../useCases/inquiries';
import type { ListQuery } from '../listing';
import type { CatalogueStore, InquiryStore, PendingUpload, SearchReads } from '../store';
import type { StaffServices } from '../staffServices';
import type { UploadKind } from '../uploads';
import type { XlsxReader } from '../productImport/readSheet';
import type { Answer } from '../useCases/answer';
import type { ProgressListener } from '../useCases/progress';

export type RouteMethod = 'GET' | 'POST' | 'DELETE';

/**
 * 'public': anyone (the site's reads); 'staff': an active staff account of either role, by bearer
 * token (401 without); 'admin': an account of the admin role (issue 23: the accounts and the site
 * settings; 403 for an editor). The API's one role check: api/src/lib/roles.ts.
 */
export type RouteAccess = 'public' | 'staff' | 'admin';

/**
 * The reads each adapter answers its own way: the admin's paged lists (SQL windows and caches, or
 * filtering the browser's tables) and a manufacture type's public page by name (from the API's
 * snapshot, or the demo's view of its tables).
 */
export interface RouteReads {
  /** The `{data: page}` body of a level's list (JSON text is sent as it is). */
  levelPage(level: Level, query: ListQuery): Promise<unknown>;
  /** The `{data: page}` body of the product list, newest first (JSON text is sent as it is). */
  productPage(query: ListQuery): Promise<unknown>;
  /** The `{data: page}` body of a kind's asset list, newest first, each with its link counts (withLinkCounts). */
  assetPage(kind: AssetKind, query: ListQuery): Promise<unknown>;
  /** The detail of the type of that name, or of the one that had it before a rename; undefined when none (or a draft, for the public). */
  typeDetailByName(name: string, audience: Audience): Promise<unknown>;
}

/** What the routes' use cases run on: the adapter's stores, its own reads, and what it adds to taking an inquiry in. */
export interface RouteCore {
  store: CatalogueStore & SearchReads;
  reads: RouteReads;
  inquiries: InquiryStore;
  /** For this request (the API counts it against the visitor's address). */
  intake: InquiryIntake;
  /** Who makes this request (the history records it with every write). */
  actor: Actor;
  /** The staff accounts, their sessions and set-password links (issue 23), with the adapter's hashing and mail. */
  staff: StaffServices;
  /** How it reads an XLSX import (issue 24): the API's exceljs; null in the demo (CSV only). */
  readXlsx: XlsxReader;
  /**
   * This request's listener of a long use case's progress (../useCases/progress.ts), when the
   * client asked to follow it (the API: Accept: application/x-ndjson); absent otherwise.
   */
  progress?: ProgressListener;
}

/** The parts of a request a route reads before its use case runs: the path's params, the query string, who asks. */
export interface RouteRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /**
   * 'staff' when the request carries a valid staff token (a staff route has one; a public read
   * may: the admin, and a preview of a draft), else 'public' (issue 21).
   */
  audience: Audience;
}

/** A request's form: its fields (JSON or multipart text) and its accepted files, by field name. */
export interface RouteForm {
  fields: Record<string, unknown>;
  uploads: Record<string, PendingUpload | undefined>;
}

export interface CatalogueRoute<Input = unknown> {
  /** Unique in the table; the API keys its public read cache by it. */
  id: string;
  method: RouteMethod;
  /** Under /api, with `:name` params. */
  path: string;
  access: RouteAccess;
  /** What the route does, for the documentation (the OpenAPI document's tag and summary). */
  doc: {
    tag: string;
    summary: string;
    description?: string;
    /** The content types of its body, when it takes files. */
    consumes?: string[];
  };
  /** The request as it travels (text values): what documents it; the use case judges it. */
  request: {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    /** The form's file fields and what each may hold; other file parts are ignored. */
    files?: Record<string, UploadKind>;
  };
  /** The success's status and JSON; every refusal answers `responses.failure`. */
  response: { status: 200 | 201; schema: z.ZodType };
  /**
   * What the use case takes of the request, parsed (a bad id: 404, a bad query: 422). Two requests
   * with the same input get the same answer, which is what lets the API cache public reads by it.
   */
  input(request: RouteRequest): Input;
  // Method syntax (bivariant in its parameters), so a route of any input fits in one table.
  /** The use case; it reads the form only when it needs it (an update of an unknown id: 404 first). */
  run(core: RouteCore, input: Input, readForm: () => Promise<RouteForm>): Promise<Answer>;
}

/** The input of a route on one record: its `:id` as sent (the use case answers 404 for one that is no id). */
export const sentId = ({ params }: RouteRequest): string | undefined => params.id;

/** A route of the table, its input's type checked against its use case. */
export const catalogueRoute = <Input>(route: CatalogueRoute<Input>): CatalogueRoute => route as CatalogueRoute;
