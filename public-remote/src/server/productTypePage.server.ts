// The server container's ProductTypePage: the screen, and what the shell's server needs before it renders it.
import { movedTypePath, productTypePath, settingText, siteSettingsApi, textInLocale, type PreparePage } from '@mfe/shared-ui';
import { productTypeApi } from '../features/product-type/api/productTypeApi';
import { load } from '../messages/messages';
import { headDescription } from './headDescription';
import { statusOf } from './queryStatus';

export { default } from '../features/product-type/components/ProductTypePage';

export const preparePage: PreparePage = async ({ params, dispatch, locale }) => {
  const messages = await load(locale);
  const typeName = params.type?.trim() ?? '';
  const home = { name: messages.home, path: '/' };
  const products = { name: messages.products, path: '/products' };
  if (!typeName) return { status: 404, head: { title: messages.pageNotFound } };
  const result = await dispatch(productTypeApi.endpoints.getManufactureTypeByName.initiate({ name: typeName }));
  const type = result.data;
  // Its path keeps the English name (the API finds it by that); its title is in the page's language.
  const title = type ? textInLocale(type, 'name', locale).text : typeName;
  // Asked by a name the type had before a rename: its shared links move for good to the new name.
  const moved = type ? movedTypePath(typeName, type.name) : null;
  if (moved) return { status: 308, redirect: moved, head: { title } };
  // The company profile is described by the settings' About text (the shell's read, shared here;
  // none when they cannot be read), another type by its own description.
  const isProfile = type?.page_kind === 'company_profile';
  const settings = isProfile ? (await dispatch(siteSettingsApi.endpoints.getSiteSettings.initiate())).data : undefined;
  const shownDescription = settings ? settingText(settings, 'about', locale) : type && !isProfile ? textInLocale(type, 'description', locale) : null;
  const description = shownDescription ? headDescription(shownDescription, locale) : {};
  return {
    status: statusOf(result),
    head: {
      title,
      ...description,
      imagePath: type?.image?.image_path,
      breadcrumbs: type ? [home, products, { name: title, path: productTypePath(type.name) }] : undefined,
    },
  };
};
