/** The landing routes: /, /products, /about and /contact render the same screen at another section. */
export type LandingSection = 'home' | 'products' | 'about' | 'contact';

/** Spec §2: the page title of each landing route. */
export const SECTION_TITLES: Record<LandingSection, string> = {
  home: 'Home',
  products: 'Products',
  about: 'About Us',
  contact: 'Contact',
};

/** The element ids the sections scroll to. */
export const SECTION_ELEMENT_IDS = {
  home: 'landing-home',
  products: 'landing-products',
  about: 'landing-about',
  contact: 'landing-contact',
} as const;
