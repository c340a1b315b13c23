// The Our Services text of the Engineering & Services profile (spec §2), in each language of the
// site (issue 22). Not in the package's main entry, which the federation shares whole and every
// page downloads: only that profile shows it, so the public remote imports it from
// '@mfe/shared-ui/site/company-services' and it travels in that screen's chunk.
import type { Locale } from '@mfe/catalogue-core/locales';

export interface ServiceSection {
  heading: string;
  paragraphs: string[];
}

/** The same sections, in the same order, in each language. */
export const SERVICES: Record<Locale, ServiceSection[]> = {
  en: [
    {
      heading: 'Background',
      paragraphs: [
        'Indonesia’s automotive supply chain needs machines that run three shifts and partners who answer the phone at 2 a.m. We were founded by service engineers for exactly that reason.',
      ],
    },
    {
      heading: 'Sales division',
      paragraphs: [
        'We supply machine tools, cutting tools, measuring instruments and material-handling equipment from the makers we represent, with installation, operator training, spare parts and preventive maintenance contracts.',
      ],
    },
    {
      heading: 'Engineering division',
      paragraphs: [
        'Our workshop in Cikarang offers CNC machining, fabrication and welding, and designs special machines: jigs and fixtures, press-fit, assembly and leak-test stations, built to drawing or from a process brief.',
      ],
    },
    {
      heading: 'Corporate philosophy',
      paragraphs: ['Precision in what we make, honesty in what we promise, and speed when a line is down.'],
    },
    {
      heading: 'Mission',
      paragraphs: [
        'To raise the productivity of Indonesian manufacturers with the right equipment, sound engineering and dependable service, and to grow our people with them.',
      ],
    },
  ],
  id: [
    {
      heading: 'Latar belakang',
      paragraphs: [
        'Rantai pasok otomotif Indonesia membutuhkan mesin yang sanggup bekerja tiga shift dan mitra yang tetap mengangkat telepon pukul 2 dini hari. Karena itulah kami didirikan oleh para teknisi servis.',
      ],
    },
    {
      heading: 'Divisi penjualan',
      paragraphs: [
        'Kami memasok mesin perkakas, alat potong, alat ukur presisi, dan peralatan material handling dari produsen yang kami wakili, lengkap dengan instalasi, pelatihan operator, suku cadang, dan kontrak perawatan preventif.',
      ],
    },
    {
      heading: 'Divisi rekayasa',
      paragraphs: [
        'Bengkel kami di Cikarang melayani permesinan CNC, fabrikasi dan pengelasan, serta merancang mesin khusus: jig dan fixture, stasiun press-fit, perakitan, dan uji kebocoran, dibuat sesuai gambar kerja atau dari uraian proses Anda.',
      ],
    },
    {
      heading: 'Filosofi perusahaan',
      paragraphs: ['Presisi dalam setiap hasil kerja, jujur dalam setiap janji, dan sigap saat lini produksi berhenti.'],
    },
    {
      heading: 'Misi',
      paragraphs: [
        'Meningkatkan produktivitas industri manufaktur Indonesia dengan peralatan yang tepat, rekayasa yang andal, dan layanan yang dapat diandalkan, sambil terus mengembangkan sumber daya manusia kami bersama mereka.',
      ],
    },
  ],
};

/** In English; a page in another language reads SERVICES[locale]. */
export const services: ServiceSection[] = SERVICES.en;
