import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, loggedIn } from '@mfe/shared-ui';
import { MessageDialog } from '../overlays/MessageDialog';
import { DemoBadge } from './DemoBadge';

function setup(locale: 'en' | 'id' = 'en') {
  const store = createAppStore({ locale });
  store.dispatch(loggedIn({ id: 1, email: 'admin@example.com', name: 'Demo Admin', token: 't' }));
  const resetData = jest.fn();
  const reload = jest.fn();
  render(
    <Provider store={store}>
      <DemoBadge resetData={resetData} reload={reload} />
      <MessageDialog />
    </Provider>,
  );
  return { store, resetData, reload, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());

describe('DemoBadge', () => {
  it('says the site is a demo', () => {
    setup();
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toHaveTextContent('Demo mode');
  });

  it('says so in Indonesian on an Indonesian page', () => {
    setup('id');
    expect(screen.getByRole('complementary', { name: 'Mode demo' })).toHaveTextContent('Mode demoAtur ulang data demo');
  });

  it('asks before resetting, and does nothing when cancelled', async () => {
    const { store, resetData, reload, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(screen.getByRole('dialog', { name: 'Reset demo data?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resetData).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  it('on confirm logs out, resets the data and reloads the page, in that order', async () => {
    const { store, resetData, reload, user } = setup();
    const order: string[] = [];
    resetData.mockImplementation(() => order.push(`reset (logged in: ${store.getState().session.isLoggedIn})`));
    reload.mockImplementation(() => order.push('reload'));
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(order).toEqual(['reset (logged in: false)', 'reload']);
    expect(localStorage.getItem('mfe.session')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resetting…' })).toBeDisabled();
  });
});
