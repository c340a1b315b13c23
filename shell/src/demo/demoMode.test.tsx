import { act, screen } from '@testing-library/react';
import { axiosBaseQuery, createAppStore, setHttpAdapter } from '@mfe/shared-ui';
import { installDemoApi, mountDemoBadge } from './demoMode';

type BaseQueryApi = Parameters<typeof axiosBaseQuery>[1];

function queryApi(store = createAppStore()): BaseQueryApi {
  return { getState: store.getState, dispatch: store.dispatch, signal: new AbortController().signal } as unknown as BaseQueryApi;
}

afterEach(() => {
  setHttpAdapter(undefined);
  localStorage.clear();
  document.getElementById('demo-badge-root')?.remove();
});

describe('installDemoApi', () => {
  it('answers the API inside the page, with the runtime config’s demo credentials', async () => {
    installDemoApi({ demoCredentials: { email: 'show@example.com', password: 'pw-123456' } });
    const login = await axiosBaseQuery(
      { url: '/api/login', method: 'POST', data: { email: 'show@example.com', password: 'pw-123456' }, useAuth: false },
      queryApi(),
      {},
    );
    expect(login.data).toMatchObject({ message: 'Login successful', data: { email: 'show@example.com', token: expect.any(String) } });
  });

  it('serves the seed catalogue to the public reads', async () => {
    installDemoApi({});
    const types = await axiosBaseQuery({ url: '/api/manufacture-type', useAuth: false }, queryApi(), {});
    expect((types.data as { data: { total: number } }).data.total).toBeGreaterThanOrEqual(5);
  });
});

describe('mountDemoBadge', () => {
  it('renders the badge in its own root beside the app', async () => {
    await act(async () => mountDemoBadge(createAppStore()));
    expect(document.getElementById('demo-badge-root')).toContainElement(screen.getByRole('button', { name: 'Reset demo data' }));
  });
});
