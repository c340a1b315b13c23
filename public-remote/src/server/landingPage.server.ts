// The server container's LandingPage: the screen, and what the shell's server needs before it renders it.
import { DEFAULT_LOCALE, settingText, siteSettingsApi, type PreparePage } from '@mfe/shared-ui';
import { landingApi } from '../features/landing/api/landingApi';
import { sectionTitle, type LandingSection } from '../features/landing/types/landingSection';
import { load } from '../messages/messages';
import { headDescription } from './headDescription';

export { default } from '../features/landing/components/LandingPage';

export const preparePage: PreparePage = async ({ props, dispatch, locale }) => {
  // The Products section's list; without it the section shows its own error state, the rest of the
  // page stands. The settings (the hero, About, the description) are the shell's read, shared here.
  const [messages, , settingsRead] = await Promise.all([
    load(locale),
    dispatch(landingApi.endpoints.getManufactureTypes.initiate()),
    dispatch(siteSettingsApi.endpoints.getSiteSettings.initiate()),
  ]);
  const section = (props.section as LandingSection | undefined) ?? 'home';
  const settings = settingsRead.data;
  const title = sectionTitle(section, messages);
  // Without the settings the shell's head has no description either (it says nothing stale).
  if (!settings) return { status: 200, head: { title } };
  // Both texts in the page's language or, either untranslated, both in English, saying so.
  const translated = settingText(settings, 'tagline', locale).lang === locale && settingText(settings, 'about', locale).lang === locale;
  const language = translated ? locale : DEFAULT_LOCALE;
  const description = `${settingText(settings, 'tagline', language).text}. ${settingText(settings, 'about', language).text}`;
  return {
    status: 200,
    head: { title, ...headDescription({ text: description, lang: language }, locale) },
  };
};
