// A small route table: 'METHOD /api/path/:param' patterns matched in order, as the core's table
// matches them.
import { pathPattern } from '@mfe/catalogue-core';
import type { DemoContext } from '../demoContext';
import type { DemoRequest } from './demoRequest';

export interface DemoAnswer {
  status?: number;
  /** JSON, or the text of a file (an export) with its headers. */
  body: unknown;
  /** The answer's headers when it is no JSON (an export's content type and file name). */
  headers?: Record<string, string>;
}

export type DemoHandler = (req: DemoRequest, ctx: DemoContext) => DemoAnswer | Promise<DemoAnswer>;

export interface DemoRoute {
  method: string;
  pattern: RegExp;
  keys: string[];
  /** Reachable without a token (the public catalogue reads and login). */
  public: boolean;
  /** Only for an account of the admin role (403 for an editor). */
  admin: boolean;
  /** Changes the database: runs on a copy that is stored, or dropped on failure. */
  writes: boolean;
  handler: DemoHandler;
}

export function route(spec: string, handler: DemoHandler, options: { public?: boolean; admin?: boolean; writes?: boolean } = {}): DemoRoute {
  const [method, path] = spec.split(' ') as [string, string];
  return {
    method,
    ...pathPattern(path),
    public: options.public ?? false,
    admin: options.admin ?? false,
    writes: options.writes ?? method !== 'GET',
    handler,
  };
}

export function matchRoute(routes: DemoRoute[], method: string, path: string): { route: DemoRoute; params: Record<string, string> } | null {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    candidate.keys.forEach((key, i) => {
      params[key] = decodeURIComponent(match[i + 1]!);
    });
    return { route: candidate, params };
  }
  return null;
}
