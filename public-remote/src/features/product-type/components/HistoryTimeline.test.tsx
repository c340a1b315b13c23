import { screen, waitFor, within } from '@testing-library/react';
import { siteSettingsApi } from '@mfe/shared-ui';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderInStore } from '../../../test/renderWithProviders';
import { siteSettings, withSiteSettings } from '../../../test/siteSettings';
import { HistoryTimeline } from './HistoryTimeline';

const settings = siteSettings();

describe('HistoryTimeline', () => {
  it("lists every event of the settings' history in year order, in a region keyboard users can focus to scroll", async () => {
    installFakeApi(withSiteSettings());
    renderInStore(<HistoryTimeline />);
    const region = await screen.findByRole('region', { name: 'History timeline, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(settings.history.map((event) => event.title));
    const years = settings.history.map((event) => event.year);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('tells the history in Indonesian on an Indonesian page, an untranslated event in English marked lang="en"', async () => {
    const history = [
      { year: 2003, title: 'Founded', title_id: 'Berdiri', text: 'A workshop opens.', text_id: 'Bengkel dibuka.' },
      { year: 2010, title: 'New plant', title_id: '', text: 'A second workshop.', text_id: null },
    ];
    installFakeApi(withSiteSettings(undefined, siteSettings({ history })));
    renderInStore(<HistoryTimeline />, { locale: 'id' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sejarah' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Linimasa sejarah, dapat digeser' });
    const titles = within(region).getAllByRole('heading', { level: 3 });
    expect(titles.map((h) => [h.textContent, h.getAttribute('lang')])).toEqual([
      ['Berdiri', null],
      ['New plant', 'en'],
    ]);
    expect(within(region).getByText('A second workshop.')).toHaveAttribute('lang', 'en');
  });

  it('is left out while the settings cannot be read', async () => {
    installFakeApi();
    const { store } = renderInStore(<HistoryTimeline />);
    await waitFor(() => expect(siteSettingsApi.endpoints.getSiteSettings.select()(store.getState()).isError).toBe(true));
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  });
});
