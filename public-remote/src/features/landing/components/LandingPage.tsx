// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { usePageTitle } from '@mfe/shared-ui';
import { sectionTitle, type LandingSection } from '../types/landingSection';
import { useMessages } from '../../../messages/messages';
import { useSectionScroll } from '../hooks/useSectionScroll';
import { useGetManufactureTypesQuery } from '../api/landingApi';
import { HeroSection } from './HeroSection';
import { ProductsSection } from './ProductsSection';
import { AboutSection } from './AboutSection';
import { ContactSection } from './ContactSection';
import { buildLabel } from '../../../lib/buildLabel';
import { withMessages } from '../../../messages/withMessages';

export type { LandingSection };

/** Exposed as public_remote/LandingPage: /, /products, /about and /contact (prop section). */
function LandingPage({ section }: { section: LandingSection }) {
  const messages = useMessages();
  usePageTitle(sectionTitle(section, messages));
  // The same cached list the Products section shows; its arrival settles the page's height.
  const { isLoading } = useGetManufactureTypesQuery();
  useSectionScroll(section, !isLoading);
  return (
    <div className="pr-page pr-landing" data-build={buildLabel()}>
      <HeroSection />
      <ProductsSection />
      <AboutSection />
      <ContactSection />
    </div>
  );
}

export default withMessages(LandingPage);
