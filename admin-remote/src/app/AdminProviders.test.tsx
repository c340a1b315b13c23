import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Empty } from 'antd';
import { createAppStore, localeChosen } from '@mfe/shared-ui';
import { AdminProviders } from './AdminProviders';

describe("AdminProviders: antd's texts in the admin's language (issue 22)", () => {
  it("follows the store's locale, and its changes", async () => {
    const store = createAppStore({ locale: 'id' });
    render(
      <Provider store={store}>
        <AdminProviders>
          <Empty />
        </AdminProviders>
      </Provider>,
    );
    expect(await screen.findByText('Tidak ada data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    act(() => {
      store.dispatch(localeChosen('en'));
    });
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
