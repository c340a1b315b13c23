import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit, SearchResult } from '@mfe/shared-ui';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import SearchPage from './SearchPage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { renderOnServerThenHydrate } from '../../../test/serverRender';
import { searchApi } from '@mfe/shared-ui';
import { searchArgs } from '../utils/searchPage';

const hit = (kind: SearchHit['kind'], id: number, name: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id,
  name,
  description: null,
  name_id: null,
  description_id: null,
  image_path: null,
  path: `/product/series/${id}`,
  context: [],
  context_id: [],
  score: 0.5,
  ...extra,
});

const lathes: SearchResult = {
  q: 'lb3000',
  groups: [
    {
      kind: 'mt_product',
      label: 'Products',
      hits: [
        hit('mt_product', 7, 'LB3000 EX II', {
          path: '/product/series/3#product-7',
          context: ['Machine Tools', 'Okuma', 'CNC Lathes', 'LB Series'],
          description: 'A horizontal CNC lathe for <b>mid-size</b> shafts.',
        }),
        hit('mt_product', 8, 'LB3000 EX II MY', { path: '/product/series/3#product-8' }),
      ],
    },
    { kind: 'mt_product_series', label: 'Series', hits: [hit('mt_product_series', 3, 'LB Series <img src=x>')] },
  ],
};

function renderAt(url: string) {
  return renderWithProviders(<SearchPage />, { url, path: '/search' });
}

describe('SearchPage', () => {
  it('shows the groups with their counts, each hit linking to its page, the searched words marked', async () => {
    const api = installFakeApi().on('GET', '/api/search', ok(lathes));
    renderAt('/search?q=lb3000');
    expect(await screen.findByRole('heading', { level: 2, name: 'Products (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Series (1)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 results for “lb3000”');
    expect(api.calls('GET', '/api/search')[0]!.params).toEqual({ q: 'lb3000', limit: 20 });
    expect(api.configs[0]!.headers.Authorization).toBeUndefined();

    const products = within(screen.getByRole('region', { name: 'Products (2)' })).getAllByRole('link');
    expect(products.map((link) => link.getAttribute('href'))).toEqual(['/product/series/3#product-7', '/product/series/3#product-8']);
    expect(products[0]).toHaveTextContent('Machine Tools › Okuma › CNC Lathes › LB Series');
    expect(products[0]!.querySelector('mark')).toHaveTextContent('LB3000');
    // Names and descriptions are text, never markup.
    expect(products[0]).toHaveTextContent('A horizontal CNC lathe for <b>mid-size</b> shafts.');
    expect(screen.getByText('LB Series <img src=x>', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.title).toBe('Search results for "lb3000" | Mitra Presisi Teknik');
    expect(screen.getByRole('searchbox')).toHaveValue('lb3000');
  });

  it('says when nothing matched, with tips and the way to the products', async () => {
    installFakeApi().on('GET', '/api/search', ok({ q: 'zzqx', groups: [] }));
    renderAt('/search?q=zzqx');
    const empty = await screen.findByRole('region', { name: 'No results for “zzqx”' });
    expect(empty).toHaveTextContent('Check the spelling');
    expect(empty).toHaveTextContent('model number');
    expect(within(empty).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  });

  it("asks for a longer text with the API's 422 message", async () => {
    installFakeApi().on('GET', '/api/search', fail(422, 'Type at least 2 characters to search'));
    renderAt('/search?q=a');
    expect(await screen.findByRole('heading', { name: 'Type at least 2 characters to search' })).toBeInTheDocument();
  });

  it('shows a throttled search with its message and a Retry that asks again', async () => {
    const api = installFakeApi().on('GET', '/api/search', fail(429, 'Too many searches from your address; try again in 3 seconds'));
    renderAt('/search?q=lathe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many searches from your address; try again in 3 seconds');
    api.on('GET', '/api/search', ok(lathes));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Products (2)' })).toBeInTheDocument();
  });

  it('shows an outage as an error with Retry, never a blank page', async () => {
    installUnreachableApi();
    renderAt('/search?q=lathe');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search is not available right now');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('searches again from its own field, as a client-side navigation', async () => {
    const api = installFakeApi().on('GET', '/api/search', (request) => ok({ q: request.params.q, groups: [] }));
    renderAt('/search?q=lathe');
    await screen.findByRole('region', { name: 'No results for “lathe”' });
    const field = screen.getByRole('searchbox', { name: /Search products/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'okuma lb{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=okuma%20lb'));
    expect(await screen.findByRole('region', { name: 'No results for “okuma lb”' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/search').map((call) => call.params.q)).toEqual(['lathe', 'okuma lb']);
  });

  it('renders on the server with its hits, and hydrates without asking again or a mismatch', async () => {
    const api = installFakeApi().on('GET', '/api/search', ok(lathes));
    const result = await renderOnServerThenHydrate(<SearchPage />, {
      url: '/search?q=lb3000',
      path: '/search',
      prepare: (store) => store.dispatch(searchApi.endpoints.search.initiate(searchArgs('lb3000'))),
    });
    expect(result.html).toContain('<mark>LB3000</mark> EX II');
    expect(result.html).toContain('href="/product/series/3#product-7"');
    expect(result.errors).toEqual([]);
    expect(api.calls('GET', '/api/search')).toHaveLength(1);
    result.unmount();
  });
});

describe('SearchPage in Indonesian', () => {
  it('shows each hit in Indonesian with the searched words marked in that text; an untranslated one in English, marked', async () => {
    const answer: SearchResult = {
      q: 'bubut',
      groups: [
        {
          kind: 'mt_product_category',
          label: 'Categories',
          hits: [
            hit('mt_product_category', 101, 'CNC Lathes', {
              name_id: 'Mesin Bubut CNC',
              description_id: 'Mesin bubut untuk poros.',
              context: ['Machine Tools', 'Kanto Precision'],
              context_id: ['Mesin Perkakas', null],
            }),
            hit('mt_product_category', 102, 'Lathe Tools', { description: 'Tools for lathes.' }),
          ],
        },
      ],
    };
    installFakeApi((path) => (path === '/api/search' ? ok(answer) : undefined));
    renderWithProviders(<SearchPage />, { url: '/search?q=bubut', path: '/search', locale: 'id' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Kategori (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hasil pencarian untuk “bubut”');
    expect(screen.getByRole('status')).toHaveTextContent('2 hasil untuk “bubut”');
    const marked = screen.getAllByText('Bubut', { selector: 'mark' });
    expect(marked[0]!.closest('.pr-search-hit__name')).toHaveTextContent('Mesin Bubut CNC');
    expect(screen.getByText('Lathe Tools').closest('.pr-search-hit__name')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Tools for lathes.')).toHaveAttribute('lang', 'en');
    // Where it sits: the type in Indonesian, the distributor's brand as it is, marked English.
    const context = marked[0]!.closest('.pr-search-hit')!.querySelector('.pr-search-hit__context')!;
    expect(context).toHaveTextContent('Mesin Perkakas › Kanto Precision');
    expect(within(context as HTMLElement).getByText('Mesin Perkakas')).not.toHaveAttribute('lang');
    expect(within(context as HTMLElement).getByText('Kanto Precision', { exact: false })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Cari' })).toBeInTheDocument();
  });
});
