import { COMPANY_TEXTS, createAppStore } from '@mfe/shared-ui';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { preparePage } from './landingPage.server';

const prepare = (section: string, locale: 'en' | 'id') =>
  preparePage({ params: {}, searchParams: new URLSearchParams(), props: { section }, dispatch: createAppStore().dispatch, locale });

describe('the landing page on the server', () => {
  beforeEach(() => installFakeApi(() => ok({ data: [], total: 0, per_page: 100, current_page: 1, last_page: 1 })));

  it('titles each section and describes the company in the page language', async () => {
    expect((await prepare('about', 'en')).head).toEqual({ title: 'About Us', description: `${COMPANY_TEXTS.en.tagline}. ${COMPANY_TEXTS.en.about}` });
    expect((await prepare('about', 'id')).head).toEqual({
      title: 'Tentang Kami',
      description: `${COMPANY_TEXTS.id.tagline}. ${COMPANY_TEXTS.id.about}`,
    });
    expect((await prepare('contact', 'id')).head.title).toBe('Kontak');
  });
});
