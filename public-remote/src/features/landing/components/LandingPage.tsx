export type LandingSection = 'home' | 'products' | 'about' | 'contact';

export default function LandingPage({ section }: { section: LandingSection }) {
  return <h1>Landing ({section})</h1>;
}
