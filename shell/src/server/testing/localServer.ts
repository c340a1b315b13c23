import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface LocalServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Closes the server and every connection still open (kept-alive or hanging ones too). */
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1, on a free port, for the server modules' tests. */
export async function listenLocally(handler: Handler): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
