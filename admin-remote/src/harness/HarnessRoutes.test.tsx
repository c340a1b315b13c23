import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, loggedIn } from '@mfe/shared-ui';
import { HarnessRoutes } from './HarnessRoutes';

function renderAt(path: string, store = createAppStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <HarnessRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('standalone harness guards', () => {
  beforeEach(() => localStorage.clear());

  it('sends a logged-out visitor of an admin screen to the login screen', async () => {
    renderAt('/admin/dashboard');
    expect(await screen.findByText(/Admin build/)).toBeInTheDocument();
  });

  it('sends a logged-in visitor of the login screen to the dashboard', async () => {
    const store = createAppStore();
    store.dispatch(loggedIn({ id: 1, email: 'a@b.c', name: 'Ann', token: 't' }));
    renderAt('/admin/login', store);
    expect(await screen.findByRole('navigation', { name: 'Admin areas' })).toBeInTheDocument();
    expect(screen.queryByText(/Admin build/)).not.toBeInTheDocument();
  });
});
