import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AppStore } from '@mfe/shared-ui';
import { AppFrame } from '../app/App';
import type { RemoteComponent, RemoteRegistry } from '../federation/remoteRegistry';

/** The registry of one server render: the screen was loaded before rendering, nothing loads during it. */
export function preloadedRegistry(id: string | null, component: RemoteComponent | null): RemoteRegistry {
  return {
    cached: (remote, module) => (component && `${remote}/${module}` === id ? component : undefined),
    load: () => Promise.reject(new Error('The server renders only the screen it loaded first')),
  };
}

/**
 * The page's markup for one URL, from the same App tree the browser hydrates, with React's
 * streaming renderer (whole: the page is cached and its status is known before rendering).
 */
export function renderApp(store: AppStore, registry: RemoteRegistry, location: string, basePath: string, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const rendering = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(
      <AppFrame
        store={store}
        registry={registry}
        router={(routes) => (
          <StaticRouter location={location} basename={basePath || undefined}>
            {routes}
          </StaticRouter>
        )}
      />,
      {
        // Every Suspense boundary inline, where it is: React otherwise outlines a large one (its
        // markup at the end of the page, moved into place by an inline script), so the screen
        // would not paint without script and the page would carry React's reveal scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
        onShellError: reject,
        // A component that throws is a failed render: the caller sends the client-rendered page.
        onError: (error) => {
          failed = error;
        },
      },
    );
    timer = setTimeout(() => stream.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
  });
  // Cleared at once: a pending timer would keep this render (and the remote's code) alive.
  return rendering.finally(() => clearTimeout(timer));
}
