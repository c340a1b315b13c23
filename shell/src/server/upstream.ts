import http from 'node:http';
import https from 'node:https';

// Requests from the shell's server to the services behind it (the API, the remotes' servers):
// kept-alive connections and a time limit, so that a hanging service costs a page its budget,
// not a socket forever.

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export interface UpstreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function upstream(
  url: string,
  { method = 'GET', timeoutMs = 1000, headers = {} }: { method?: 'GET' | 'HEAD'; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, { method, headers, agent: agents[target.protocol as 'http:' | 'https:'] }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(deadline);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    // The whole answer within the limit: a service that trickles bytes is as late as a silent one.
    const deadline = setTimeout(() => request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end();
  });
}

/** The JSON body of a 2xx answer; anything else is an error that says what came back. */
export async function upstreamJson<T>(url: string, timeoutMs?: number): Promise<T> {
  const answer = await upstream(url, { timeoutMs });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`GET ${url}: HTTP ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8')) as T;
}
