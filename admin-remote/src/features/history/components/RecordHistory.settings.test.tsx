import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { installFakeApi, ok, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { SettingsPage } from '../../settings/components/SettingsPage';
import { historyEntry } from '../testHistory';

const OLD_PHONE = '+62 21 8990 4512';
const NEW_PHONE = '+62 21 555 0100';

describe("the site settings' Change history (issue 23)", () => {
  it('lists the settings entries (one record: no id asked) and a revert puts the old phone back in the form', async () => {
    let stored = { ...DEFAULT_SITE_SETTINGS, phone: NEW_PHONE };
    const entry = historyEntry({
      id: 60,
      module_type: 'site_settings',
      module_id: 1,
      label: 'Site settings',
      changes: [{ field: 'phone', before: OLD_PHONE, after: NEW_PHONE }],
    });
    const api = installFakeApi()
      .on('GET', '/api/settings', () => ok(stored))
      .on('GET', '/api/activity', { body: paged([entry]) })
      .on('POST', '/api/activity/revert/60', () => {
        stored = { ...stored, phone: OLD_PHONE };
        return { body: { message: 'Change reverted successfully', data: historyEntry({ id: 61, action: 'revert' }) } };
      });
    renderScreen(<SettingsPage />, { path: '/admin/settings', entries: ['/admin/settings'] });
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(NEW_PHONE));
    await userEvent.click(screen.getByRole('button', { name: 'Change history' }));
    const row = (await screen.findByText('Eka Editor')).closest('tr')!;
    expect(within(row).getByRole('listitem')).toHaveTextContent(`Phone: ${OLD_PHONE} → ${NEW_PHONE}`);
    expect(api.calls('GET', '/api/activity')[0].params).toEqual({ module_type: 'site_settings', page: 1 });

    await userEvent.click(within(row).getByRole('button', { name: 'Revert to before this change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert "Site settings" to before this change?' });
    expect(dialog).toHaveTextContent(`Phone: ${NEW_PHONE} → ${OLD_PHONE}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(OLD_PHONE));
    expect(api.calls('POST', '/api/activity/revert/60')).toHaveLength(1);
  });
});
