import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { changedSettings, settingsToFormValues } from './settingsForm';

describe("the settings form's body (issue 23)", () => {
  it('sends nothing for the settings as they were filled, untranslated twins included', () => {
    const stored = { ...DEFAULT_SITE_SETTINGS, tagline_id: null, history: [{ ...DEFAULT_SITE_SETTINGS.history[0]!, text_id: null }] };
    const values = settingsToFormValues(stored);
    expect(values.tagline_id).toBe('');
    expect(values.history[0]!.text_id).toBe('');
    expect(changedSettings(stored, values)).toEqual({});
  });

  it('sends the changed fields trimmed, and a changed list whole', () => {
    const values = settingsToFormValues(DEFAULT_SITE_SETTINGS);
    values.about_id = '  ';
    values.services = [{ ...values.services[1]!, heading: ' Sales ' }];
    expect(changedSettings(DEFAULT_SITE_SETTINGS, values)).toEqual({
      about_id: '',
      services: [{ ...DEFAULT_SITE_SETTINGS.services[1], heading: 'Sales' }],
    });
  });
});
