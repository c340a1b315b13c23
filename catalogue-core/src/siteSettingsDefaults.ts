import type { SiteSettings } from './siteSettings';

// The settings before an admin saves any (issue 23): the API's and the demo's answer from an empty
// store. Apart from ./siteSettings.ts, which every public page downloads through shared-ui.

/** Today's facts, the settings until an admin saves others (seeded once: an empty table reads as these). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  company_name: 'PT Mitra Presisi Teknik',
  tagline: 'Machines, tools and precision engineering for Indonesia’s automotive factories',
  tagline_id: 'Mesin, perkakas, dan rekayasa presisi untuk pabrik otomotif Indonesia',
  about:
    'Since 2003 we have supplied Indonesian automotive and component factories with machine tools, cutting tools and measuring instruments, and built the fixtures, jigs and special machines their lines need. One team sells, installs, trains and services what it supplies.',
  about_id:
    'Sejak 2003 kami memasok pabrik otomotif dan komponen di Indonesia dengan mesin perkakas, alat potong, dan alat ukur presisi, serta membuat fixture, jig, dan mesin khusus yang dibutuhkan lini produksinya. Satu tim yang menjual, memasang, melatih, dan merawat semua yang kami pasok.',
  phone: '+62 21 8990 4512',
  sales_email: 'sales@mitrapresisi.example',
  whatsapp: '+62 812 8990 4512',
  city: 'Bekasi',
  address: 'Jl. Industri Selatan 5 Blok PP No. 12, Kawasan Industri Jababeka II, Cikarang, Bekasi 17530, Jawa Barat, Indonesia',
  map_url: 'https://www.openstreetmap.org/export/embed.html?bbox=107.1350%2C-6.3200%2C107.1750%2C-6.2900&layer=mapnik',
  copyright_year: 2024,
  history: [
    {
      year: 2003,
      title: 'Founded in Bekasi',
      title_id: 'Berdiri di Bekasi',
      text: 'CV Mitra Teknik opens a four-person workshop in Cikarang, re-grinding cutting tools for nearby stamping plants.',
      text_id: 'CV Mitra Teknik membuka bengkel berempat di Cikarang, melayani pengasahan ulang alat potong untuk pabrik stamping di sekitarnya.',
    },
    {
      year: 2008,
      title: 'Renamed PT Mitra Presisi Teknik',
      title_id: 'Menjadi PT Mitra Presisi Teknik',
      text: 'The company incorporates as PT Mitra Presisi Teknik and adds CNC machining and fabrication.',
      text_id: 'Perusahaan resmi berbadan hukum PT Mitra Presisi Teknik dan menambah layanan permesinan CNC serta fabrikasi.',
    },
    {
      year: 2015,
      title: 'First distributorship',
      title_id: 'Keagenan pertama',
      text: 'Appointed sole Indonesian distributor for a Japanese maker of CNC lathes and machining centres.',
      text_id: 'Ditunjuk sebagai distributor tunggal di Indonesia untuk produsen mesin bubut CNC dan machining center asal Jepang.',
    },
    {
      year: 2017,
      title: 'Cutting tools line',
      title_id: 'Lini alat potong',
      text: 'Appointed distributor for carbide inserts and tool holders; opens a tool-regrinding service centre.',
      text_id: 'Ditunjuk sebagai distributor insert karbida dan tool holder; membuka pusat layanan pengasahan ulang perkakas.',
    },
    {
      year: 2019,
      title: 'ISO 9001:2015',
      title_id: 'ISO 9001:2015',
      text: 'Quality management system certified to ISO 9001:2015 for sales, engineering and service.',
      text_id: 'Sistem manajemen mutu tersertifikasi ISO 9001:2015 untuk penjualan, rekayasa, dan layanan purnajual.',
    },
    {
      year: 2021,
      title: 'Metrology partner',
      title_id: 'Mitra metrologi',
      text: 'Appointed distributor for coordinate measuring machines and hand measuring instruments; calibration lab opened.',
      text_id: 'Ditunjuk sebagai distributor mesin ukur koordinat (CMM) dan alat ukur presisi genggam; laboratorium kalibrasi dibuka.',
    },
    {
      year: 2022,
      title: 'Special machines',
      title_id: 'Mesin khusus',
      text: 'Engineering division delivers its first fully automated press-fit and leak-test stations.',
      text_id: 'Divisi rekayasa menyerahkan stasiun press-fit dan uji kebocoran otomatis penuh yang pertama.',
    },
    {
      year: 2024,
      title: 'ISO 14001 and material handling',
      title_id: 'ISO 14001 dan material handling',
      text: 'Certified to ISO 14001:2015 and appointed distributor for lifting and material-handling equipment.',
      text_id: 'Tersertifikasi ISO 14001:2015 dan ditunjuk sebagai distributor peralatan angkat dan material handling.',
    },
  ],
  services: [
    {
      heading: 'Background',
      heading_id: 'Latar belakang',
      text: 'Indonesia’s automotive supply chain needs machines that run three shifts and partners who answer the phone at 2 a.m. We were founded by service engineers for exactly that reason.',
      text_id:
        'Rantai pasok otomotif Indonesia membutuhkan mesin yang sanggup bekerja tiga shift dan mitra yang tetap mengangkat telepon pukul 2 dini hari. Karena itulah kami didirikan oleh para teknisi servis.',
    },
    {
      heading: 'Sales division',
      heading_id: 'Divisi penjualan',
      text: 'We supply machine tools, cutting tools, measuring instruments and material-handling equipment from the makers we represent, with installation, operator training, spare parts and preventive maintenance contracts.',
      text_id:
        'Kami memasok mesin perkakas, alat potong, alat ukur presisi, dan peralatan material handling dari produsen yang kami wakili, lengkap dengan instalasi, pelatihan operator, suku cadang, dan kontrak perawatan preventif.',
    },
    {
      heading: 'Engineering division',
      heading_id: 'Divisi rekayasa',
      text: 'Our workshop in Cikarang offers CNC machining, fabrication and welding, and designs special machines: jigs and fixtures, press-fit, assembly and leak-test stations, built to drawing or from a process brief.',
      text_id:
        'Bengkel kami di Cikarang melayani permesinan CNC, fabrikasi dan pengelasan, serta merancang mesin khusus: jig dan fixture, stasiun press-fit, perakitan, dan uji kebocoran, dibuat sesuai gambar kerja atau dari uraian proses Anda.',
    },
    {
      heading: 'Corporate philosophy',
      heading_id: 'Filosofi perusahaan',
      text: 'Precision in what we make, honesty in what we promise, and speed when a line is down.',
      text_id: 'Presisi dalam setiap hasil kerja, jujur dalam setiap janji, dan sigap saat lini produksi berhenti.',
    },
    {
      heading: 'Mission',
      heading_id: 'Misi',
      text: 'To raise the productivity of Indonesian manufacturers with the right equipment, sound engineering and dependable service, and to grow our people with them.',
      text_id:
        'Meningkatkan produktivitas industri manufaktur Indonesia dengan peralatan yang tepat, rekayasa yang andal, dan layanan yang dapat diandalkan, sambil terus mengembangkan sumber daya manusia kami bersama mereka.',
    },
  ],
};
