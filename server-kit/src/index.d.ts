import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ConnectionLimits {
  /** Open connections at most; further ones are closed at once. */
  maxConnections: number;
  /** Open connections from one peer address at most. */
  maxPerAddress: number;
  /** Request headers must arrive within this, in ms. */
  headersTimeoutMs: number;
  /** The whole request within this, in ms. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** A body has this long before its rate is held to minBodyBytesPerSecond, in ms. */
  bodyGraceMs: number;
  minBodyBytesPerSecond: number;
}
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits;
export function httpServerOptions(limits?: Partial<ConnectionLimits>): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
};
export function guardConnections(
  server: Server,
  limits?: Partial<ConnectionLimits>,
  log?: (line: string) => void,
): { openConnections(address: string): number };
export function clientErrorAnswer(headers?: Record<string, string>): (err: Error & { code?: string }, socket: Socket) => void;

export function originFormTarget(raw: string | undefined): string | null;

export interface FrontServerOptions {
  limits?: Partial<ConnectionLimits>;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-* are believed (TRUST_PROXY); none by default. */
  trustProxy?: string | boolean;
  bodyLimit?: number;
  log?: (line: string) => void;
}
export const FRONT_HEADERS: Record<string, string>;
export function createFrontServer(options: FrontServerOptions): FastifyInstance;

export interface DistFilesOptions {
  root: string;
  cors?: boolean;
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}
export function registerDistFiles(app: FastifyInstance, options: DistFilesOptions): Promise<void>;
export function cacheControlFor(fileName: string): string;

export class ByteLru<V> {
  constructor(maxBytes: number, maxEntryBytes?: number);
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  bytes: number;
  readonly size: number;
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): boolean;
  delete(key: string): void;
  clear(): void;
}

export interface StaticSiteOptions extends FrontServerOptions {
  root: string;
  /** Any origin may read the files (a remote's, loaded by the shell's pages). */
  cors?: boolean;
  /** Paths without a file extension get this file of root (the demo's client-rendered page). */
  spaPage?: string;
}
export function createStaticSite(options: StaticSiteOptions): Promise<FastifyInstance>;
