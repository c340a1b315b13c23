// The suite's side of a client: every test starts on an empty catalogue with a fresh login, and
// its calls carry that login's token unless they say otherwise.
import type { ContractClient, ContractRequest, ContractResponse, Method } from './client';

export interface CallOptions extends Omit<ContractRequest, 'token'> {
  /** Absent: the session's token; null: no token; a string: that token. */
  token?: string | null;
}

export class ContractSession {
  private client: ContractClient | null = null;
  /** The token of the login made before the test. */
  token: string | null = null;

  private get connected(): ContractClient {
    if (!this.client) throw new Error('the contract client is made in beforeAll: call it inside tests and hooks');
    return this.client;
  }

  get admin(): { email: string; password: string } {
    return this.connected.admin;
  }

  call(method: Method, path: string, { token = this.token, ...request }: CallOptions = {}): Promise<ContractResponse> {
    return this.connected.request(method, path, { ...request, token });
  }

  get(path: string, options?: CallOptions): Promise<ContractResponse> {
    return this.call('GET', path, options);
  }

  post(path: string, options?: CallOptions): Promise<ContractResponse> {
    return this.call('POST', path, options);
  }

  delete(path: string, options?: CallOptions): Promise<ContractResponse> {
    return this.call('DELETE', path, options);
  }

  /** Log the admin in; the token is returned, not kept. */
  async login(): Promise<string> {
    const r = await this.post('/api/login', { token: null, json: this.admin });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.token as string;
  }

  async start(makeClient: () => ContractClient | Promise<ContractClient>): Promise<void> {
    this.client = await makeClient();
  }

  /** An empty catalogue and a fresh login. */
  async restart(): Promise<void> {
    await this.connected.reset();
    this.token = await this.login();
  }

  async stop(): Promise<void> {
    await this.client?.close?.();
    this.client = null;
  }
}

/** The session of one run of the suite, with its jest hooks. */
export function useContractSession(makeClient: () => ContractClient | Promise<ContractClient>): ContractSession {
  const session = new ContractSession();
  beforeAll(() => session.start(makeClient));
  beforeEach(() => session.restart());
  afterAll(() => session.stop());
  return session;
}
