import { createAppStore } from '@mfe/shared-ui';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { manufactureTypeDetail } from '../test/catalogueFixtures';
import { siteSettings, withSiteSettings } from '../test/siteSettings';
import { preparePage } from './productTypePage.server';

const prepare = (type: string) =>
  preparePage({ params: { type }, searchParams: new URLSearchParams(), props: {}, dispatch: createAppStore().dispatch, locale: 'en' });

describe('the product type page on the server', () => {
  it('asked by a former name of a renamed type, moves for good (308) to its current name', async () => {
    installFakeApi(() => ok(manufactureTypeDetail(2, 'Machining Tools', [])));
    expect(await prepare('Machine Tools')).toMatchObject({ status: 308, redirect: '/product/Machining%20Tools' });
  });

  it('asked by its current name (any case), renders it', async () => {
    installFakeApi(() => ok(manufactureTypeDetail(2, 'Machine Tools', [])));
    const page = await prepare('machine tools');
    expect([page.status, page.redirect, page.head.title]).toEqual([200, undefined, 'Machine Tools']);
  });

  it("in Indonesian: the type's Indonesian name and description, its path in English", async () => {
    installFakeApi(() =>
      ok(manufactureTypeDetail(2, 'Machine Tools', [], { name_id: 'Mesin Perkakas', description_id: 'Mesin perkakas untuk lini otomotif.' })),
    );
    const page = await preparePage({
      params: { type: 'Machine Tools' },
      searchParams: new URLSearchParams(),
      props: {},
      dispatch: createAppStore().dispatch,
      locale: 'id',
    });
    expect(page.head).toMatchObject({
      title: 'Mesin Perkakas',
      description: 'Mesin perkakas untuk lini otomotif.',
      breadcrumbs: [
        { name: 'Beranda', path: '/' },
        { name: 'Produk', path: '/products' },
        { name: 'Mesin Perkakas', path: '/product/Machine%20Tools' },
      ],
    });
    expect(page.head.descriptionLang).toBeUndefined();
  });

  it("describes the company profile by the settings' About text, in English saying so when untranslated", async () => {
    const profile = manufactureTypeDetail(1, 'Engineering & Services', [], { page_kind: 'company_profile' });
    installFakeApi(withSiteSettings(() => ok(profile), siteSettings({ about: 'We build machines.', about_id: null })));
    const page = await preparePage({
      params: { type: 'Engineering & Services' },
      searchParams: new URLSearchParams(),
      props: {},
      dispatch: createAppStore().dispatch,
      locale: 'id',
    });
    expect(page.head).toMatchObject({ description: 'We build machines.', descriptionLang: 'en' });
  });
});
