// The server container's LandingPage: the screen, and what the shell's server needs before it renders it.
import { COMPANY_TEXTS, type PreparePage } from '@mfe/shared-ui';
import { landingApi } from '../features/landing/api/landingApi';
import { sectionTitle, type LandingSection } from '../features/landing/types/landingSection';
import { load } from '../messages/messages';

export { default } from '../features/landing/components/LandingPage';

export const preparePage: PreparePage = async ({ props, dispatch, locale }) => {
  // The Products section's list; without it the section shows its own error state, the rest of the page stands.
  const [messages] = await Promise.all([load(locale), dispatch(landingApi.endpoints.getManufactureTypes.initiate())]);
  const section = (props.section as LandingSection | undefined) ?? 'home';
  const { tagline, about } = COMPANY_TEXTS[locale];
  return {
    status: 200,
    head: { title: sectionTitle(section, messages), description: `${tagline}. ${about}` },
  };
};
