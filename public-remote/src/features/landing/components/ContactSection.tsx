import { InquirySection } from '../../inquiry/components/InquirySection';
import { SECTION_ELEMENT_IDS } from '../types/landingSection';
import './ContactSection.css';

/** Where /contact scrolls: the 'Request a quote' form; the contact facts are in the footer just below. */
export function ContactSection() {
  return (
    <div id={SECTION_ELEMENT_IDS.contact} className="pr-landing-contact">
      <div className="pr-container">
        <InquirySection />
      </div>
    </div>
  );
}
