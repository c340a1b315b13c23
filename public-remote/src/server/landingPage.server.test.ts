import { createAppStore } from '@mfe/shared-ui';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { siteSettings, withSiteSettings } from '../test/siteSettings';
import { preparePage } from './landingPage.server';

const prepare = (section: string, locale: 'en' | 'id') =>
  preparePage({ params: {}, searchParams: new URLSearchParams(), props: { section }, dispatch: createAppStore().dispatch, locale });

const types = () => ok({ data: [], total: 0, per_page: 100, current_page: 1, last_page: 1 });

describe('the landing page on the server', () => {
  it("titles each section and describes the company from the settings' texts in the page language", async () => {
    const settings = siteSettings({ tagline: 'Precision', tagline_id: 'Presisi', about: 'We build.', about_id: 'Kami membangun.' });
    installFakeApi(withSiteSettings(types, settings));
    expect((await prepare('about', 'en')).head).toEqual({ title: 'About Us', description: 'Precision. We build.' });
    expect((await prepare('about', 'id')).head).toEqual({ title: 'Tentang Kami', description: 'Presisi. Kami membangun.' });
    expect((await prepare('contact', 'id')).head.title).toBe('Kontak');
  });

  it('describes an Indonesian page in English, saying so, when a text is untranslated', async () => {
    installFakeApi(withSiteSettings(types, siteSettings({ tagline: 'Precision', tagline_id: '', about: 'We build.', about_id: 'Kami membangun.' })));
    expect((await prepare('home', 'id')).head).toEqual({ title: 'Beranda', description: 'Precision. We build.', descriptionLang: 'en' });
  });

  it('without the settings, gives no description (the shell writes none either)', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi((path) => (path === '/api/manufacture-type' ? types() : undefined));
    expect(await prepare('home', 'en')).toEqual({ status: 200, head: { title: 'Home' } });
    consoleError.mockRestore();
  });
});
