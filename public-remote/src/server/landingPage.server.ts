// The server container's LandingPage: the screen, and what the shell's server needs before it renders it.
import { company, type PreparePage } from '@mfe/shared-ui';
import { landingApi } from '../features/landing/api/landingApi';
import { SECTION_TITLES, type LandingSection } from '../features/landing/types/landingSection';

export { default } from '../features/landing/components/LandingPage';

export const preparePage: PreparePage = async ({ props, dispatch }) => {
  // The Products section's list; without it the section shows its own error state, the rest of the page stands.
  await dispatch(landingApi.endpoints.getManufactureTypes.initiate());
  const section = (props.section as LandingSection | undefined) ?? 'home';
  return {
    status: 200,
    head: { title: SECTION_TITLES[section] ?? SECTION_TITLES.home, description: `${company.tagline}. ${company.about}` },
  };
};
