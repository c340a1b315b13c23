import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import type { Locale } from '@mfe/shared-ui';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { SettingsPage } from './SettingsPage';

/** The stored settings: today's facts, with three History events and two Our Services sections. */
const stored: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  history: DEFAULT_SITE_SETTINGS.history.slice(0, 3),
  services: DEFAULT_SITE_SETTINGS.services.slice(0, 2),
};

const renderSettings = (locale?: Locale) =>
  renderScreen(<SettingsPage />, { path: '/admin/settings', entries: ['/admin/dashboard', '/admin/settings'], locale });

/** The settings answered, and an update answered with the stored settings changed by its body. */
const installApi = () =>
  installFakeApi()
    .on('GET', '/api/settings', ok(stored))
    .on('POST', '/api/settings/update', (request) => ok({ ...stored, ...(request.body as Partial<SiteSettings>) }));

/** The card of one entry of a list ('Event 2'). */
const entry = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const historyTitles = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByLabelText('Title (English)')
    .map((input) => (input as HTMLInputElement).value);

async function renderLoaded(locale?: Locale) {
  const view = renderSettings(locale);
  await waitFor(() => expect(screen.getByLabelText(locale === 'id' ? 'Telepon' : 'Phone')).toHaveValue(stored.phone));
  return view;
}

describe('SettingsPage (issue 23)', () => {
  it('loads the settings and shows every fact, the History events and the Our Services sections', async () => {
    const api = installApi();
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('PT Mitra Presisi Teknik');
    expect(screen.getByLabelText('Tagline (English)')).toHaveValue(stored.tagline);
    expect(screen.getByLabelText('Slogan (Indonesia)')).toHaveValue(stored.tagline_id);
    expect(screen.getByLabelText('Slogan (Indonesia)')).toHaveAttribute('lang', 'id');
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('+62 812 8990 4512');
    expect(screen.getByLabelText('Sales e-mail')).toHaveValue('sales@mitrapresisi.example');
    // A number input shows its value a render later.
    await waitFor(() => expect(screen.getByLabelText('Copyright year')).toHaveValue('2024'));
    expect(screen.getByRole('link', { name: 'Open the map (new tab)' })).toHaveAttribute('href', stored.map_url);
    expect(historyTitles()).toEqual(['Founded in Bekasi', 'Renamed PT Mitra Presisi Teknik', 'First distributorship']);
    expect(within(entry('Event 1')).getByLabelText('Year')).toHaveValue('2003');
    expect(within(entry('Section 2')).getByLabelText('Heading (English)')).toHaveValue('Sales division');
    expect(within(entry('Section 2')).getByText('Separate paragraphs with a blank line.')).toBeInTheDocument();
    expect(api.calls('GET', '/api/settings')).toHaveLength(1);
  });

  it('saves an edited phone: only what changed, and stays with the success toast', async () => {
    const api = installApi();
    await renderLoaded();
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, ' +62 21 555 0100 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/settings/update')).toHaveLength(1));
    const [save] = api.calls('POST', '/api/settings/update');
    expect(save.body).toEqual({ phone: '+62 21 555 0100' });
    expect(save.headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/settings$/);
    // Saved: leaving no longer asks.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the +62 form, the e-mail and the map host before sending', async () => {
    const api = installApi();
    await renderLoaded();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '021 8990 4512');
    await userEvent.clear(screen.getByLabelText('Sales e-mail'));
    await userEvent.type(screen.getByLabelText('Sales e-mail'), 'sales@');
    await userEvent.clear(screen.getByLabelText('Map URL'));
    await userEvent.type(screen.getByLabelText('Map URL'), 'http://maps.example.com/embed');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone must be a number in +62 form, e.g. +62 21 8990 4512')).toBeInTheDocument();
    expect(screen.getByText('E-mail must be a valid address, e.g. sales@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('Map URL must be an https embed link of www.openstreetmap.org/export/embed.html or www.google.com/maps/embed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the map (new tab)' })).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/update')).toHaveLength(0);
  });

  it("shows the API's 422 on the phone field and keeps what was typed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installApi().on('POST', '/api/settings/update', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { phone: ['Phone must be an Indonesian number in +62 form'] } },
    });
    await renderLoaded();
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+62 21 000 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone must be an Indonesian number in +62 form')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+62 21 000 0000');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/settings/update')).toHaveLength(1);
    expect(screen.queryByText('Site settings saved')).not.toBeInTheDocument();
  });

  it('adds a History event, moves it up and removes another, and saves the list in its new order', async () => {
    const api = installApi();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const added = entry('Event 4');
    await userEvent.clear(within(added).getByLabelText('Year'));
    await userEvent.type(within(added).getByLabelText('Year'), '2012');
    await userEvent.type(within(added).getByLabelText('Title (English)'), 'Second workshop');
    await userEvent.type(within(added).getByLabelText('Judul (Indonesia)'), 'Bengkel kedua');
    await userEvent.type(within(added).getByLabelText('Text (English)'), 'A second workshop opens in Karawang.');
    // The keyboard's way: the button, focused, pressed with Enter.
    act(() => within(added).getByRole('button', { name: 'Move Event 4 up' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(historyTitles()).toEqual(['Founded in Bekasi', 'Renamed PT Mitra Presisi Teknik', 'Second workshop', 'First distributorship']);
    // The focus moves with the entry, so Enter moves it on; at the top Move up is disabled and Move down has the focus.
    expect(screen.getByRole('button', { name: 'Move Event 3 up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(historyTitles()).toEqual(['Second workshop', 'Founded in Bekasi', 'Renamed PT Mitra Presisi Teknik', 'First distributorship']);
    expect(screen.getByRole('button', { name: 'Move Event 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Event 1 down' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Event 2' }));
    expect(historyTitles()).toEqual(['Second workshop', 'Renamed PT Mitra Presisi Teknik', 'First distributorship']);

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/settings/update')).toHaveLength(1));
    expect(api.calls('POST', '/api/settings/update')[0].body).toEqual({
      history: [
        { year: 2012, title: 'Second workshop', title_id: 'Bengkel kedua', text: 'A second workshop opens in Karawang.', text_id: '' },
        { ...stored.history[1] },
        { ...stored.history[2] },
      ],
    });
  });

  it("shows the API's 422 on a whole list under it", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installApi().on('POST', '/api/settings/update', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { history: ['History can hold at most 3 events'] } },
    });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const added = entry('Event 4');
    await userEvent.type(within(added).getByLabelText('Title (English)'), 'More');
    await userEvent.type(within(added).getByLabelText('Text (English)'), 'More text.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findAllByText('History can hold at most 3 events');
    // On the list (and in the refusal's snackbar).
    expect(message.some((element) => element.closest('.ant-form-item-explain'))).toBe(true);
    expect(historyTitles()).toHaveLength(4);
  });

  it('asks for what a new History event lacks before sending', async () => {
    const api = installApi();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(entry('Event 4')).findByText('Title (English) is required')).toBeInTheDocument();
    expect(within(entry('Event 4')).getByText('Text (English) is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/update')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and sends nothing when nothing changed', async () => {
    const api = installApi();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing to save: no setting has changed.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/update')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Section 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings');
    expect(screen.queryByRole('heading', { name: 'Section 2' })).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, with Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi().on('GET', '/api/settings', { status: 503, body: { message: 'Down' } });
    renderSettings();
    expect(await screen.findByText('Failed when fetching the site settings')).toBeInTheDocument();
    api.on('GET', '/api/settings', ok(stored));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(stored.phone));
  });

  it("speaks the staff's Indonesian, each half of a translated text labelled in its own language", async () => {
    const api = installApi();
    await renderLoaded('id');
    expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan Situs' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nama perusahaan')).toHaveValue('PT Mitra Presisi Teknik');
    expect(screen.getByLabelText('Tagline (English)')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Peristiwa 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah peristiwa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah bagian' })).toBeInTheDocument();
    expect(screen.getAllByText('Pisahkan paragraf dengan satu baris kosong.')).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText('Telepon'));
    await userEvent.type(screen.getByLabelText('Telepon'), '+62 21 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('Pengaturan situs disimpan')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/update')).toHaveLength(1);
  });
});
