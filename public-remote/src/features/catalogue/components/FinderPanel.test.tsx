import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@mfe/shared-ui';
import { installFakeApi, ok, fail } from '@mfe/shared-ui/test/fakeApi';
import CataloguePage from './CataloguePage';
import { preparePage } from '../../../server/cataloguePage.server';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { renderOnServerThenHydrate } from '../../../test/serverRender';
import { category, series, vendor } from '../../../test/catalogueFixtures';
import { mockMatchMedia } from '../../../test/matchMedia';

// The catalogue finder (issue 24): its form, rendered by the server with the URL's filters, its
// counts, its empty state, both languages, and its updates without a reload.
const PATH = '/product/catalog/:type/:vendorId';
const kanto = vendor(
  11,
  2,
  [category(101, 11, [series(1001, 101, { name: 'NL Series' }), series(1002, 101, { name: 'NLX Series' })], { name: 'CNC Lathes' })],
  {
    name: 'Kanto Precision Machinery',
  },
);
const facets = {
  total: 1,
  attributes: [
    {
      id: 5,
      name: 'Spindle speed',
      name_id: 'Kecepatan spindel',
      mt_product_category_id: 101,
      type: 'number',
      unit: 'rpm',
      options: [],
      min: 2000,
      max: 12500,
    },
    {
      id: 7,
      name: 'Control',
      name_id: 'Kontrol',
      mt_product_category_id: 101,
      type: 'option',
      unit: null,
      options: [
        { value: 'Fanuc', count: 2 },
        { value: 'Siemens', count: 1 },
      ],
      min: null,
      max: null,
    },
    {
      id: 8,
      name: 'Coolant',
      name_id: null,
      mt_product_category_id: 101,
      type: 'boolean',
      unit: null,
      options: [
        { value: 'true', count: 1 },
        { value: 'false', count: 0 },
      ],
      min: null,
      max: null,
    },
  ],
  // The spindle speed is shown on cards: the cards keep every model's, whatever the filters.
  cards: {
    attributes: [{ id: 5, name: 'Spindle speed', name_id: 'Kecepatan spindel', type: 'number', unit: 'rpm' }],
    series: [{ id: 1002, values: [{ attribute_id: 5, min: 2000, max: 12500, texts: [] }] }],
  },
};

function finderApi(matching: { total: number; series: Array<{ id: number; count: number }> } = { total: 1, series: [{ id: 1002, count: 1 }] }) {
  return installFakeApi((path) => {
    if (path === '/api/vendor/detail/11') return ok(kanto);
    if (path === '/api/catalog/facets') return ok(facets);
    if (path === '/api/catalog/series') return ok(matching);
    return undefined;
  });
}

const FILTERED = '/product/catalog/Machine%20Tools/11?category=101&a5_min=3000&a7=Fanuc';
const prepare =
  (url: string, locale: 'en' | 'id' = 'en') =>
  (store: ReturnType<typeof createAppStore>) =>
    preparePage({
      params: { type: 'Machine Tools', vendorId: '11' },
      searchParams: new URL(url, 'http://x').searchParams,
      props: {},
      dispatch: store.dispatch,
      locale,
    });

describe('the catalogue finder', () => {
  it('renders on the server as a plain GET form with the URL’s filters, the counts and the matching series; hydrates without asking again', async () => {
    const api = finderApi();
    const result = await renderOnServerThenHydrate(<CataloguePage />, { url: FILTERED, path: PATH, prepare: prepare(FILTERED) });
    expect(result.errors).toEqual([]);
    const form = result.container.querySelector('form.pr-finder__form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/product/catalog/Machine%20Tools/11');
    const field = (name: string, value?: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]${value === undefined ? '' : `[value="${value}"]`}`)!;
    expect(field('category').value).toBe('101');
    expect(field('a5_min').value).toBe('3000');
    expect(field('a5_max').value).toBe('');
    expect(field('a5_max').placeholder).toBe('12,500');
    expect(field('a7', 'Fanuc').checked).toBe(true);
    expect(field('a7', 'Siemens').checked).toBe(false);
    // The matching series' card, with its models' spindle speeds (shown on cards), from the server.
    const card = [...result.container.querySelectorAll('.pr-series-card')].find((c) => c.textContent!.includes('NLX Series'))!;
    expect(card.querySelector('.pr-series-card__specs')!.textContent).toBe('Spindle speed2,000–12,500 rpm');
    expect(field('a8', '').checked).toBe(true);
    expect(form.textContent).toContain('Spindle speed (rpm)');
    expect(form.textContent).toContain('2,000 – 12,500 rpm');
    expect(
      within(form as HTMLElement)
        .getByText('Fanuc')
        .closest('label')!.textContent,
    ).toBe('Fanuc2 models');
    expect(within(form as HTMLElement).getByRole('button', { name: 'Show models' })).toHaveAttribute('type', 'submit');
    // The grid: the matching series only, and how many models match.
    expect(result.html).toContain('1 model matches');
    expect(result.html).toContain('NLX Series');
    expect(result.html).not.toContain('>NL Series<');
    expect(api.seen.filter((call) => call.startsWith('GET /api/catalog'))).toEqual(['GET /api/catalog/facets', 'GET /api/catalog/series']);
    result.unmount();
  });

  it('says when no model matches, with a link that clears the filters; the server does not keep such a page', async () => {
    finderApi({ total: 0, series: [] });
    const page = await prepare(FILTERED)(createAppStore());
    expect([page.status, page.cacheable]).toEqual([200, false]);
    renderWithProviders(<CataloguePage />, { url: FILTERED, path: PATH });
    expect(await screen.findByRole('heading', { name: 'No models match these filters' })).toBeInTheDocument();
    const clear = screen.getAllByRole('link', { name: 'Clear filters' });
    expect(clear.map((link) => link.getAttribute('href'))).toEqual([
      '/product/catalog/Machine%20Tools/11?category=101',
      '/product/catalog/Machine%20Tools/11?category=101',
    ]);
  });

  it('says when the URL’s filters are not this page’s (422)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi((path) => (path === '/api/vendor/detail/11' ? ok(kanto) : fail(422, 'a99 is not a filter of this catalogue page')));
    renderWithProviders(<CataloguePage />, { url: '/product/catalog/Machine%20Tools/11?category=101&a99=1', path: PATH });
    expect(await screen.findByRole('heading', { name: 'These filters do not fit this catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/product/catalog/Machine%20Tools/11?category=101');
  });

  it('speaks Indonesian: the attributes’ Indonesian names (English where there is none, marked), numbers the Indonesian way', async () => {
    finderApi();
    const result = await renderOnServerThenHydrate(<CataloguePage />, { url: FILTERED, path: PATH, prepare: prepare(FILTERED, 'id'), locale: 'id' });
    expect(result.errors).toEqual([]);
    const form = result.container.querySelector('form.pr-finder__form') as HTMLElement;
    expect(within(form).getByRole('heading', { name: 'Saring model' })).toBeInTheDocument();
    expect(form.textContent).toContain('Kecepatan spindel (rpm)');
    expect(form.textContent).toContain('2.000 – 12.500 rpm');
    expect(within(form).getByText('Coolant')).toHaveAttribute('lang', 'en');
    expect(within(form).getByText('Kontrol')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Tampilkan model' })).toBeInTheDocument();
    expect(result.html).toContain('1 model sesuai');
    result.unmount();
  });

  it('with JavaScript, a ticked option shows its page at once: the URL keeps the filters, no reload', async () => {
    const api = finderApi();
    const user = userEvent.setup();
    renderWithProviders(<CataloguePage />, { url: '/product/catalog/Machine%20Tools/11?category=101', path: PATH });
    await user.click(await screen.findByRole('checkbox', { name: /Siemens/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/catalog/Machine%20Tools/11?category=101&a7=Siemens'));
    await waitFor(() => expect(api.calls('GET', '/api/catalog/series')).toHaveLength(1));
    expect(api.calls('GET', '/api/catalog/series')[0]!.config.url).toContain('vendor_id=11&category=101&a7=Siemens');
    expect(await screen.findByText('1 model matches')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Siemens/ })).toBeChecked();
  });

  it('comes folded from the server until filters are set, and hydrates without unfolding or folding (nothing moves the series)', async () => {
    finderApi();
    const UNFILTERED = '/product/catalog/Machine%20Tools/11?category=101';
    const restore = mockMatchMedia(['max-width: 959px']);
    try {
      for (const [url, open] of [
        [UNFILTERED, false],
        [FILTERED, true],
      ] as const) {
        const result = await renderOnServerThenHydrate(<CataloguePage />, { url, path: PATH, prepare: prepare(url) });
        expect(result.errors).toEqual([]);
        const serverPanel = new DOMParser().parseFromString(result.html, 'text/html').querySelector('details.pr-finder')!;
        expect(serverPanel.hasAttribute('open')).toBe(open);
        expect(result.container.querySelector('details.pr-finder')!.hasAttribute('open')).toBe(open);
        result.unmount();
      }
    } finally {
      restore();
    }
  });

  it('opens on a wide screen once the script runs, where no CSS shows a folded panel’s contents', async () => {
    finderApi();
    const restore = mockMatchMedia(['min-width: 960px']);
    try {
      renderWithProviders(<CataloguePage />, { url: '/product/catalog/Machine%20Tools/11?category=101', path: PATH });
      const toggle = await screen.findByText('Filters');
      await waitFor(() => expect(toggle.closest('details')).toHaveAttribute('open'));
    } finally {
      restore();
    }
  });
});
