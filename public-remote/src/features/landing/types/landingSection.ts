import type { PublicMessages } from '../../../messages/messages';

/** The landing routes: /, /products, /about and /contact render the same screen at another section. */
export type LandingSection = 'home' | 'products' | 'about' | 'contact';

/** Spec §2: the page title of each landing route, in the page's language. */
export function sectionTitle(section: LandingSection, messages: PublicMessages): string {
  const titles: Record<LandingSection, string> = {
    home: messages.home,
    products: messages.products,
    about: messages.aboutUs,
    contact: messages.contact,
  };
  return titles[section] ?? titles.home;
}

/** The element ids the sections scroll to. */
export const SECTION_ELEMENT_IDS = {
  home: 'landing-home',
  products: 'landing-products',
  about: 'landing-about',
  contact: 'landing-contact',
} as const;
