// The demo catalogue: a deterministic, PURE description (no node imports) of manufacture types,
// vendors, categories, series and products. Used by the API's first-start seed and by the
// browser-only demo mode (through ./seedRows). Parents are referenced by index into the parent array.

import type { AttributeValue } from '../attributes';
import type { PageKind } from '../schemas/responses';
import { SEED_ATTRIBUTE_SETS, type SeedAttributeSketch } from './attributes';

export type RGB = [number, number, number];

/** Every text of the demo catalogue comes in English and Indonesian (`_id`, issue 22). */
export interface SeedManufactureType {
  name: string;
  name_id: string;
  description: string;
  description_id: string;
  color: RGB;
  /** Its public page: Engineering & Services shows the company profile (spec §2). */
  page_kind: PageKind;
}
export interface SeedVendor {
  name: string;
  description: string;
  description_id: string;
  /** Index into manufactureTypes. */
  type: number;
  color: RGB;
}
export interface SeedCategory {
  name: string;
  name_id: string;
  description: string;
  description_id: string;
  /** Index into vendors. */
  vendor: number;
  color: RGB;
}
export interface SeedSeries {
  name: string;
  description: string;
  description_id: string;
  /** Index into categories. */
  category: number;
  /** false: the series has no PDF brochure (no_pdf). */
  hasPdf: boolean;
  color: RGB;
  /** Which simple shape the generated image shows. */
  shape: 'circle' | 'stripes' | 'diamond' | 'bars';
}
export interface SeedProduct {
  name: string;
  description: string;
  description_id: string;
  /** Index into series. */
  series: number;
}
/** A typed attribute of a category (issue 24), in its category's order. */
export type SeedAttribute = Omit<SeedAttributeSketch, 'value'> & {
  /** Index into categories. */
  category: number;
};
/** A model's value of an attribute. */
export interface SeedAttributeValue {
  /** Index into products. */
  product: number;
  /** Index into attributes. */
  attribute: number;
  value: AttributeValue;
}
export interface DemoCatalogue {
  manufactureTypes: SeedManufactureType[];
  vendors: SeedVendor[];
  categories: SeedCategory[];
  series: SeedSeries[];
  products: SeedProduct[];
  attributes: SeedAttribute[];
  attributeValues: SeedAttributeValue[];
}

export const ENGINEERING_AND_SERVICES = 'Engineering & Services';

/** A manufacture type of the demo, with its categories' names: each text in English and Indonesian. */
interface TypeSketch {
  name: string;
  name_id: string;
  description: string;
  description_id: string;
  color: RGB;
  /** Its categories' names: English, Indonesian. */
  categories: Array<[string, string]>;
}

const TYPES: TypeSketch[] = [
  {
    name: ENGINEERING_AND_SERVICES,
    name_id: 'Rekayasa & Layanan',
    description:
      'Machining, fabrication and special machinery design for automotive production lines: jigs and fixtures, automation cells and retrofit of existing machines.',
    description_id:
      'Permesinan, fabrikasi, dan desain mesin khusus untuk lini produksi otomotif: jig dan fixture, sel otomasi, serta retrofit mesin yang sudah ada.',
    color: [25, 118, 210],
    categories: [],
  },
  {
    name: 'Machine Tools',
    name_id: 'Mesin Perkakas',
    description: 'CNC lathes, machining centres, grinders and presses for engine, transmission and body-in-white production.',
    description_id: 'Mesin bubut CNC, machining center, mesin gerinda, dan mesin press untuk produksi engine, transmisi, dan body-in-white.',
    color: [46, 125, 50],
    categories: [
      ['CNC Lathes', 'Mesin Bubut CNC'],
      ['Machining Centers', 'Machining Center'],
      ['Grinding Machines', 'Mesin Gerinda'],
      ['Boring Machines', 'Mesin Boring'],
      ['EDM Machines', 'Mesin EDM'],
      ['Press Machines', 'Mesin Press'],
      ['Gear Hobbing Machines', 'Mesin Hobbing Roda Gigi'],
      ['Drilling Machines', 'Mesin Bor'],
    ],
  },
  {
    name: 'Cutting Tools',
    name_id: 'Alat Potong',
    description: 'Solid carbide and indexable tooling for high-volume machining of steel, cast iron and aluminium parts.',
    description_id: 'Perkakas karbida solid dan indexable untuk permesinan volume tinggi komponen baja, besi tuang, dan aluminium.',
    color: [198, 40, 40],
    categories: [
      ['End Mills', 'End Mill'],
      ['Drills', 'Mata Bor'],
      ['Indexable Inserts', 'Insert Indexable'],
      ['Taps', 'Mata Tap'],
      ['Reamers', 'Reamer'],
      ['Tool Holders', 'Pemegang Pahat'],
      ['Saw Blades', 'Mata Gergaji'],
      ['Boring Bars', 'Boring Bar'],
    ],
  },
  {
    name: 'Measuring Instruments',
    name_id: 'Alat Ukur Presisi',
    description: 'Dimensional metrology from hand gauges to coordinate measuring machines for the quality lab and the shop floor.',
    description_id: 'Metrologi dimensional, dari alat ukur genggam hingga mesin ukur koordinat, untuk laboratorium mutu dan lantai produksi.',
    color: [106, 27, 154],
    categories: [
      ['Coordinate Measuring Machines', 'Mesin Ukur Koordinat (CMM)'],
      ['Micrometers', 'Mikrometer'],
      ['Calipers', 'Jangka Sorong'],
      ['Surface Roughness Testers', 'Alat Uji Kekasaran Permukaan'],
      ['Height Gauges', 'Height Gauge'],
      ['Dial Indicators', 'Dial Indikator'],
      ['Hardness Testers', 'Alat Uji Kekerasan'],
      ['Optical Comparators', 'Komparator Optik'],
    ],
  },
  {
    name: 'Material Handling',
    name_id: 'Penanganan Material',
    description: 'Forklifts, cranes, conveyors and automated guided vehicles that keep parts flowing between stations.',
    description_id: 'Forklift, crane, konveyor, dan kendaraan berpemandu otomatis (AGV) yang menjaga aliran komponen antarstasiun kerja.',
    color: [239, 108, 0],
    categories: [
      ['Forklifts', 'Forklift'],
      ['Overhead Cranes', 'Overhead Crane'],
      ['Belt Conveyors', 'Konveyor Sabuk'],
      ['Electric Hoists', 'Hoist Listrik'],
      ['Pallet Stackers', 'Pallet Stacker'],
      ['Automated Guided Vehicles', 'Kendaraan Berpemandu Otomatis (AGV)'],
      ['Lifting Tables', 'Meja Angkat'],
      ['Reach Trucks', 'Reach Truck'],
    ],
  },
];

const VENDORS: Array<[string, number, string, RGB]> = [
  ['Kanto Precision Machinery', 1, 'KP', [56, 142, 60]],
  ['Meiden Machine Works', 1, 'MW', [0, 121, 107]],
  ['Sakura Cutting Solutions', 2, 'SC', [211, 47, 47]],
  ['Nordtool Hartmetall', 2, 'NT', [123, 31, 162]],
  ['Mitsuhiro Metrology', 3, 'MM', [48, 63, 159]],
  ['Vernier Instruments Asia', 3, 'VI', [2, 136, 209]],
  ['Jaya Lift & Handling', 4, 'JL', [245, 124, 0]],
  ['Orion Conveyor Systems', 4, 'OC', [93, 64, 55]],
];

/** Categories per vendor: 4 × 6 + 3 × 2 = 30. */
const CATEGORIES_PER_VENDOR = [4, 4, 4, 4, 4, 4, 3, 3];
export const SERIES_PER_CATEGORY = 4;
export const PRODUCTS_PER_SERIES = 2;
const SHAPES: SeedSeries['shape'][] = ['circle', 'stripes', 'diamond', 'bars'];

function shade([r, g, b]: RGB, k: number): RGB {
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c + k)));
  return [f(r), f(g), f(b)];
}

/** A name inside a sentence: its words in lower case, an acronym as it is ('CNC Lathes' → 'CNC lathes'). */
function inSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

function initials(s: string): string {
  return s
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
}

/** Is series number i (0-based) one of the few without a PDF brochure? */
export function seriesHasPdf(i: number): boolean {
  return i % 20 !== 7;
}

/** The deterministic demo catalogue. */
export function demoCatalogue(): DemoCatalogue {
  const manufactureTypes: SeedManufactureType[] = TYPES.map(({ name, name_id, description, description_id, color }) => ({
    name,
    name_id,
    description,
    description_id,
    color,
    page_kind: name === ENGINEERING_AND_SERVICES ? 'company_profile' : 'distributors',
  }));
  const vendors: SeedVendor[] = VENDORS.map(([name, type, , color]) => ({
    name,
    type,
    color,
    description: `${name} is our appointed distributor partner for ${inSentence(TYPES[type]!.name)} in Indonesia, with local stock, installation and after-sales service.`,
    description_id: `${name} adalah mitra distributor resmi kami untuk ${TYPES[type]!.name_id.toLowerCase()} di Indonesia, dengan stok lokal, instalasi, dan layanan purnajual.`,
  }));
  const categories: SeedCategory[] = [];
  const perTypeUsed = new Map<number, number>();
  VENDORS.forEach(([vname, type, , color], v) => {
    const names = TYPES[type]!.categories;
    const start = perTypeUsed.get(type) ?? 0;
    for (let k = 0; k < CATEGORIES_PER_VENDOR[v]!; k++) {
      const [name, name_id] = names[(start + k) % names.length]!;
      categories.push({
        name,
        name_id,
        vendor: v,
        color: shade(color, (k - 1.5) * 22),
        description: `${name} from ${vname} for automotive component manufacturing.`,
        description_id: `${name_id} dari ${vname} untuk manufaktur komponen otomotif.`,
      });
    }
    perTypeUsed.set(type, start + CATEGORIES_PER_VENDOR[v]!);
  });
  const series: SeedSeries[] = [];
  categories.forEach((c, ci) => {
    const code = VENDORS[c.vendor]![2];
    for (let k = 0; k < SERIES_PER_CATEGORY; k++) {
      const i = series.length;
      const model = `${code}-${initials(c.name)} ${(k + 1) * 100 + (ci % 10) * 10}`;
      series.push({
        name: `${model} Series`,
        category: ci,
        hasPdf: seriesHasPdf(i),
        color: shade(c.color, (k - 1.5) * 18),
        shape: SHAPES[(ci + k) % SHAPES.length]!,
        description: `The ${model} series of ${inSentence(c.name)}: rigid construction, high repeatability and a service network across Java.`,
        description_id: `${c.name_id} seri ${model}: konstruksi kokoh, akurasi pengulangan tinggi, dan jaringan layanan di seluruh Pulau Jawa.`,
      });
    }
  });
  const products: SeedProduct[] = [];
  series.forEach((s, si) => {
    for (let k = 0; k < PRODUCTS_PER_SERIES; k++) products.push(generatedProduct(si, k, s.name));
  });
  return { manufactureTypes, vendors, categories, series, products, ...seedAttributes(categories, series, products) };
}

/** The attribute sets of the categories that have one (./attributes.ts), and every model's values of them. */
function seedAttributes(categories: SeedCategory[], series: SeedSeries[], products: SeedProduct[]) {
  const attributes: SeedAttribute[] = [];
  const attributeValues: SeedAttributeValue[] = [];
  /** Each category's attributes: their sketches and their indexes in `attributes`. */
  const sets = new Map<number, Array<{ sketch: SeedAttributeSketch; index: number }>>();
  categories.forEach((c, ci) => {
    const set = SEED_ATTRIBUTE_SETS[c.name];
    if (!set) return;
    sets.set(
      ci,
      set.map(({ value: _value, ...sketch }, k) => {
        attributes.push({ ...sketch, category: ci });
        return { sketch: set[k]!, index: attributes.length - 1 };
      }),
    );
  });
  const seriesNumber = series.map((s, si) => si - series.findIndex((other) => other.category === s.category));
  const modelNumber = new Map<number, number>();
  products.forEach((p, pi) => {
    const model = modelNumber.get(p.series) ?? 0;
    modelNumber.set(p.series, model + 1);
    for (const { sketch, index } of sets.get(series[p.series]!.category) ?? []) {
      const value = sketch.value(seriesNumber[p.series]!, model);
      if (value !== null) attributeValues.push({ product: pi, attribute: index, value });
    }
  });
  return { attributes, attributeValues };
}

const VARIANTS = ['Standard', 'Plus', 'Pro', 'Compact', 'Heavy Duty', 'Long Bed', 'Twin Spindle', 'Smart'];
/** How an Indonesian description names each variant (the product's name keeps the English one). */
const VARIANTS_ID = ['standar', 'plus', 'pro', 'ringkas', 'tugas berat', 'bed panjang', 'spindel ganda', 'pintar'];

/** Product number k of series si (deterministic; used for the big benchmark catalogue too). */
export function generatedProduct(si: number, k: number, seriesName: string): SeedProduct {
  const base = seriesName.replace(/ Series$/, '');
  const variant = VARIANTS[k % VARIANTS.length]!;
  const variantId = VARIANTS_ID[k % VARIANTS.length]!;
  const suffix = k < VARIANTS.length ? '' : ` Mk${Math.floor(k / VARIANTS.length) + 1}`;
  return {
    name: `${base} ${variant}${suffix}`,
    series: si,
    description: `${base} ${variant.toLowerCase()} model${suffix ? ` (${suffix.trim()})` : ''}: configured for automotive production, delivered with installation and training.`,
    description_id: `Model ${base} ${variantId}${suffix ? ` (${suffix.trim()})` : ''}: dikonfigurasi untuk produksi otomotif, dikirim lengkap dengan instalasi dan pelatihan.`,
  };
}
