// The Our Services text of the Engineering & Services profile (spec §2). Not in the package's
// main entry, which the federation shares whole and every page downloads: only that profile shows
// it, so the public remote imports it from '@mfe/shared-ui/site/company-services' and it travels
// in that screen's chunk.

export interface ServiceSection {
  heading: string;
  paragraphs: string[];
}

export const services: ServiceSection[] = [
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
];
