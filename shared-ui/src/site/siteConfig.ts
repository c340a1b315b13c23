// Company facts: the one place for every fact the site shows about the (fictional) firm.
// Layouts, the landing page and the Engineering & Services profile all read from here. Its texts
// are written in each language of the site (issue 22): a page picks them by its locale.
import type { Locale } from '@mfe/catalogue-core/locales';

export const PRODUCT_NAME = 'Mitra Presisi Teknik';

/** The company's sentences, in one language. */
export interface CompanyTexts {
  tagline: string;
  about: string;
}

export const COMPANY_TEXTS: Record<Locale, CompanyTexts> = {
  en: {
    tagline: 'Machines, tools and precision engineering for Indonesia’s automotive factories',
    about:
      'Since 2003 we have supplied Indonesian automotive and component factories with machine tools, cutting tools and measuring instruments, and built the fixtures, jigs and special machines their lines need. One team sells, installs, trains and services what it supplies.',
  },
  id: {
    tagline: 'Mesin, perkakas, dan rekayasa presisi untuk pabrik otomotif Indonesia',
    about:
      'Sejak 2003 kami memasok pabrik otomotif dan komponen di Indonesia dengan mesin perkakas, alat potong, dan alat ukur presisi, serta membuat fixture, jig, dan mesin khusus yang dibutuhkan lini produksinya. Satu tim yang menjual, memasang, melatih, dan merawat semua yang kami pasok.',
  },
};

export const company = {
  name: 'PT Mitra Presisi Teknik',
  /** In English; a page in another language reads COMPANY_TEXTS[locale].tagline. */
  tagline: COMPANY_TEXTS.en.tagline,
  phone: '+62 21 8990 4512',
  email: 'sales@mitrapresisi.example',
  /** WhatsApp Business number of sales, international digits only (click-to-chat links). */
  whatsapp: '6281289904512',
  address: 'Jl. Industri Selatan 5 Blok PP No. 12, Kawasan Industri Jababeka II, Cikarang, Bekasi 17530, Jawa Barat, Indonesia',
  /** OpenStreetMap embed of the Bekasi industrial estate; shown in the contact card. */
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=107.1350%2C-6.3200%2C107.1750%2C-6.2900&layer=mapnik',
  copyrightYear: 2024,
  /** In English; a page in another language reads COMPANY_TEXTS[locale].about. */
  about: COMPANY_TEXTS.en.about,
} as const;

/**
 * The seeded manufacture type that shows the company profile (its page kind says so, whatever its
 * name); the About section links to its page by this name, which still leads there after a rename.
 */
export const ENGINEERING_TYPE_NAME = 'Engineering & Services';

/** A WhatsApp click-to-chat link to sales with the message prefilled (https://wa.me/<number>?text=...). */
export function whatsappLink(message: string): string {
  return `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(message)}`;
}

export interface HistoryEvent {
  year: number;
  title: string;
  text: string;
}

/** The company's history in each language, oldest first (the same events in each). */
export const HISTORY: Record<Locale, HistoryEvent[]> = {
  en: [
    {
      year: 2003,
      title: 'Founded in Bekasi',
      text: 'CV Mitra Teknik opens a four-person workshop in Cikarang, re-grinding cutting tools for nearby stamping plants.',
    },
    {
      year: 2008,
      title: 'Renamed PT Mitra Presisi Teknik',
      text: 'The company incorporates as PT Mitra Presisi Teknik and adds CNC machining and fabrication.',
    },
    {
      year: 2015,
      title: 'First distributorship',
      text: 'Appointed sole Indonesian distributor for a Japanese maker of CNC lathes and machining centres.',
    },
    {
      year: 2017,
      title: 'Cutting tools line',
      text: 'Appointed distributor for carbide inserts and tool holders; opens a tool-regrinding service centre.',
    },
    { year: 2019, title: 'ISO 9001:2015', text: 'Quality management system certified to ISO 9001:2015 for sales, engineering and service.' },
    {
      year: 2021,
      title: 'Metrology partner',
      text: 'Appointed distributor for coordinate measuring machines and hand measuring instruments; calibration lab opened.',
    },
    { year: 2022, title: 'Special machines', text: 'Engineering division delivers its first fully automated press-fit and leak-test stations.' },
    {
      year: 2024,
      title: 'ISO 14001 and material handling',
      text: 'Certified to ISO 14001:2015 and appointed distributor for lifting and material-handling equipment.',
    },
  ],
  id: [
    {
      year: 2003,
      title: 'Berdiri di Bekasi',
      text: 'CV Mitra Teknik membuka bengkel berempat di Cikarang, melayani pengasahan ulang alat potong untuk pabrik stamping di sekitarnya.',
    },
    {
      year: 2008,
      title: 'Menjadi PT Mitra Presisi Teknik',
      text: 'Perusahaan resmi berbadan hukum PT Mitra Presisi Teknik dan menambah layanan permesinan CNC serta fabrikasi.',
    },
    {
      year: 2015,
      title: 'Keagenan pertama',
      text: 'Ditunjuk sebagai distributor tunggal di Indonesia untuk produsen mesin bubut CNC dan machining center asal Jepang.',
    },
    {
      year: 2017,
      title: 'Lini alat potong',
      text: 'Ditunjuk sebagai distributor insert karbida dan tool holder; membuka pusat layanan pengasahan ulang perkakas.',
    },
    {
      year: 2019,
      title: 'ISO 9001:2015',
      text: 'Sistem manajemen mutu tersertifikasi ISO 9001:2015 untuk penjualan, rekayasa, dan layanan purnajual.',
    },
    {
      year: 2021,
      title: 'Mitra metrologi',
      text: 'Ditunjuk sebagai distributor mesin ukur koordinat (CMM) dan alat ukur presisi genggam; laboratorium kalibrasi dibuka.',
    },
    { year: 2022, title: 'Mesin khusus', text: 'Divisi rekayasa menyerahkan stasiun press-fit dan uji kebocoran otomatis penuh yang pertama.' },
    {
      year: 2024,
      title: 'ISO 14001 dan material handling',
      text: 'Tersertifikasi ISO 14001:2015 dan ditunjuk sebagai distributor peralatan angkat dan material handling.',
    },
  ],
};

/** In English; a page in another language reads HISTORY[locale]. */
export const history: HistoryEvent[] = HISTORY.en;

export interface NavLink {
  label: string;
  to: string;
}

/**
 * Public nav bar and footer (spec §2): the footer's Contact goes to /about. Labels are the spec's
 * page names; the shell shows each in the page's language (its messages' `pageName`). Paths are
 * without the locale prefix: the router's basename adds it.
 */
export const publicNavLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Products', to: '/products' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const footerLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Products', to: '/products' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/about' },
];

/** Spec §1: '{page title} | {product name}', or the bare product name. */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
