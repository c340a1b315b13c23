import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit, SearchResult } from '@mfe/shared-ui';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { fail, installFakeApi, ok, type FakeReply } from '@mfe/shared-ui/test/fakeApi';
import { renderShell, setViewportWidth } from '../../../testing/renderShell';

const hit = (
  kind: SearchHit['kind'],
  id: number,
  name: string,
  path: string,
  context: string[] = [],
  translated: Partial<SearchHit> = {},
): SearchHit => ({
  kind,
  id,
  name,
  description: null,
  name_id: null,
  description_id: null,
  image_path: null,
  path,
  context,
  context_id: context.map(() => null),
  score: 0.6,
  ...translated,
});

const lb3000: SearchResult = {
  q: 'lb3000',
  groups: [
    {
      kind: 'mt_product',
      label: 'Products',
      hits: [
        hit('mt_product', 7, 'LB3000 EX II', '/product/series/3#product-7', ['Machine Tools', 'Okuma', 'CNC Lathes']),
        hit('mt_product', 8, 'LB3000 EX II MY', '/product/series/3#product-8'),
      ],
    },
    { kind: 'mt_product_series', label: 'Series', hits: [hit('mt_product_series', 3, 'LB Series', '/product/series/3')] },
  ],
};

function searchApi(answer: (q: string) => FakeReply | Promise<FakeReply> = () => ok(lb3000)) {
  // The footer reads the site settings: answered, so that no test logs them unreachable.
  return installFakeApi()
    .on('GET', '/api/settings', ok(DEFAULT_SITE_SETTINGS))
    .on('GET', '/api/search', (request) => answer(String(request.params.q)));
}

async function renderDesktop(path = '/about') {
  setViewportWidth(1280);
  const view = renderShell({ path });
  await screen.findByText(/^Stub/);
  return view;
}

const box = () => screen.getByRole('combobox', { name: 'Search the catalogue' });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the nav bar search box', () => {
  afterEach(() => setViewportWidth(1280));

  it('is a plain GET form to /search with a labelled q field, so it works without JavaScript', async () => {
    searchApi();
    await renderDesktop();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveAttribute('type', 'search');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests hits grouped by kind after a pause in typing, 3 per kind, with a last See all option', async () => {
    const api = searchApi();
    await renderDesktop();
    await userEvent.type(box(), 'lb3000');
    expect(await screen.findByRole('option', { name: /LB3000 EX II Machine Tools › Okuma › CNC Lathes/ })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Series' })).toBeInTheDocument();
    expect(options()).toEqual(['LB3000 EX IIMachine Tools › Okuma › CNC Lathes', 'LB3000 EX II MY', 'LB Series', 'See all results for “lb3000”']);
    // Debounced: fewer requests than the 5 keys that made a text of 2 or more; 3 hits per kind, no token.
    await waitFor(() => expect(api.calls('GET', '/api/search').at(-1)!.params).toEqual({ q: 'lb3000', limit: 3 }));
    expect(api.calls('GET', '/api/search').length).toBeLessThan(5);
    expect(api.calls('GET', '/api/search')[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getAllByRole('option')[0]!.querySelector('mark')).toHaveTextContent('LB3000');
  });

  it('on an Indonesian page names the groups, the records and where they sit in Indonesian, an untranslated name marked English', async () => {
    searchApi(() =>
      ok({
        q: 'bubut',
        groups: [
          {
            kind: 'mt_product_category',
            label: 'Categories',
            hits: [
              hit('mt_product_category', 4, 'CNC Lathes', '/product/catalog/Machine%20Tools/1?category=4', ['Machine Tools', 'Kanto Precision'], {
                name_id: 'Mesin Bubut CNC',
                context_id: ['Mesin Perkakas', null],
              }),
            ],
          },
        ],
      }),
    );
    setViewportWidth(1280);
    renderShell({ path: '/id/about', locale: 'id' });
    await screen.findByText(/^Stub/);
    await userEvent.type(screen.getByRole('combobox'), 'bubut');
    const listbox = await screen.findByRole('listbox', { name: 'Saran' });
    expect(await within(listbox).findByRole('group', { name: 'Kategori' })).toBeInTheDocument();
    expect(options()[0]).toBe('Mesin Bubut CNCMesin Perkakas › Kanto Precision');
    expect(within(listbox).getByText('Kanto Precision', { exact: false })).toHaveAttribute('lang', 'en');
    expect(within(listbox).getByText('Mesin Perkakas')).not.toHaveAttribute('lang');
  });

  it('moves with ArrowDown/ArrowUp (aria-activedescendant) and opens the highlighted hit with Enter', async () => {
    searchApi();
    const { history } = await renderDesktop();
    await userEvent.type(box(), 'lb3000');
    await screen.findByRole('option', { name: /LB Series/ });
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = screen.getByRole('option', { name: 'LB3000 EX II MY' });
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(`${history.location.pathname}${history.location.hash}`).toBe('/product/series/3#product-8');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('ArrowUp from the box goes to See all; Enter on it opens the results page', async () => {
    searchApi();
    await renderDesktop();
    await userEvent.type(box(), 'lb3000');
    await screen.findByRole('option', { name: /LB Series/ });
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /See all results/ }).id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=lb3000$/);
  });

  it('Enter with nothing highlighted searches on the results page', async () => {
    searchApi();
    await renderDesktop();
    await userEvent.type(box(), ' okuma lb {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=okuma%20lb$/);
  });

  it('a click on a hit opens it', async () => {
    searchApi();
    const { history } = await renderDesktop();
    await userEvent.type(box(), 'lb3000');
    await userEvent.click(await screen.findByRole('option', { name: /LB Series/ }));
    expect(history.location.pathname).toBe('/product/series/3');
  });

  it('Escape and a click outside close the list; typing opens it again', async () => {
    searchApi();
    await renderDesktop();
    await userEvent.type(box(), 'lb3000');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box(), '0');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('suggests nothing under 2 characters', async () => {
    const api = searchApi();
    await renderDesktop();
    await userEvent.type(box(), 'l');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/search')).toHaveLength(0);
  });

  it("says 'No matches' and still offers See all", async () => {
    searchApi((q) => ok({ q, groups: [] }));
    await renderDesktop();
    await userEvent.type(box(), 'zzqx');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(options()).toEqual(['See all results for “zzqx”']);
  });

  it("shows a throttled search's message in the list, and an outage as a short line", async () => {
    searchApi(() => fail(429, 'Too many searches from your address; try again in 2 seconds'));
    await renderDesktop();
    await userEvent.type(box(), 'lathe');
    expect(await screen.findByText('Too many searches from your address; try again in 2 seconds')).toBeInTheDocument();
    searchApi(() => fail(502, 'Bad gateway'));
    await userEvent.type(box(), 's');
    expect(await screen.findByText('Suggestions are not available right now')).toBeInTheDocument();
    // No snackbar on top of the list's own line.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the loading state, and never an answer that arrives late for an older text', async () => {
    const held: Record<string, () => void> = {};
    searchApi(
      (q) =>
        new Promise<FakeReply>((resolve) => {
          held[q] = () =>
            resolve(ok({ ...lb3000, groups: [{ ...lb3000.groups[1]!, hits: [hit('mt_product_series', 1, `Answer for ${q}`, '/x')] }] }));
        }),
    );
    await renderDesktop();
    await userEvent.type(box(), 'lb');
    await waitFor(() => expect(held.lb).toBeDefined());
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await userEvent.type(box(), '30');
    await waitFor(() => expect(held.lb30).toBeDefined());
    await act(async () => held.lb30!());
    expect(await screen.findByRole('option', { name: 'Answer for lb30' })).toBeInTheDocument();
    await act(async () => held.lb!());
    expect(screen.queryByRole('option', { name: 'Answer for lb' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Answer for lb30' })).toBeInTheDocument();
  });
});

describe('the mobile menu search box', () => {
  afterEach(() => setViewportWidth(1280));

  it('works the same, and the menu closes after it navigates', async () => {
    searchApi();
    setViewportWidth(375);
    const { history } = renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const field = within(menu).getByRole('combobox', { name: 'Search the catalogue' });
    await userEvent.type(field, 'lb3000');
    await within(menu).findByRole('option', { name: /LB Series/ });
    // The first Escape closes the list, not the menu.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await within(menu).findByRole('option', { name: /LB Series/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(`${history.location.pathname}${history.location.hash}`).toBe('/product/series/3#product-7');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('submits to the results page and closes the menu', async () => {
    searchApi();
    setViewportWidth(375);
    renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const field = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('combobox');
    fireEvent.change(field, { target: { value: 'okuma' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=okuma$/);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
