// The demo catalogue's typed attributes (issue 24): a few categories get an attribute set, named in
// English and Indonesian, with units; every model of those categories gets a value of each,
// computed from its place (the series' number in its category, the model's in its series), so the
// seed is the same on every start. PURE data, read by ./catalogue.ts.
import type { AttributeValue } from '../attributes';
import type { AttributeType, AttributeUnit } from '../limits';

/** An attribute of the seed, without its category (the set says which). */
export interface SeedAttributeSketch {
  name: string;
  name_id: string;
  type: AttributeType;
  unit: AttributeUnit | null;
  options: string[];
  filterable: boolean;
  on_card: boolean;
  /** The value of model `model` (0-based in its series) of series `series` (0-based in its category); null: none. */
  value(series: number, model: number): AttributeValue | null;
}

const number = (
  name: string,
  name_id: string,
  unit: AttributeUnit | null,
  value: SeedAttributeSketch['value'],
  flags = { filterable: true, on_card: false },
) => ({
  name,
  name_id,
  type: 'number' as const,
  unit,
  options: [],
  ...flags,
  value,
});
const option = (name: string, name_id: string, options: string[], pick: (series: number, model: number) => number) => ({
  name,
  name_id,
  type: 'option' as const,
  unit: null,
  options,
  filterable: true,
  on_card: false,
  value: (series: number, model: number) => options[pick(series, model) % options.length]!,
});
const yesNo = (name: string, name_id: string, value: (series: number, model: number) => boolean) => ({
  name,
  name_id,
  type: 'boolean' as const,
  unit: null,
  options: [],
  filterable: false,
  on_card: false,
  value,
});
/** Tenths: a decimal value written as buyers read it (1.7, not 1.7000000000000002). */
const tenths = (x: number) => Math.round(x * 10) / 10;

/** The attribute sets, by the English name of the categories that have them. */
export const SEED_ATTRIBUTE_SETS: Record<string, SeedAttributeSketch[]> = {
  'CNC Lathes': [
    number('Max. spindle speed', 'Kecepatan spindel maks.', 'rpm', (s, m) => 3000 + 500 * s + 1000 * m, { filterable: true, on_card: true }),
    number('Swing over bed', 'Ayunan di atas bed', 'mm', (s, m) => 400 + 50 * s + 100 * m),
    number('Spindle power', 'Daya spindel', 'kW', (s, m) => tenths(11 + 4 * s + 3.5 * m), { filterable: false, on_card: true }),
    option('Control', 'Sistem kontrol', ['Fanuc', 'Siemens', 'Mitsubishi'], (s, m) => s + m),
    yesNo('Bar feeder ready', 'Siap bar feeder', (s, m) => (s + m) % 2 === 1),
  ],
  'Machining Centers': [
    number('X travel', 'Langkah sumbu X', 'mm', (s, m) => 560 + 200 * s + 200 * m, { filterable: true, on_card: true }),
    {
      name: 'Spindle speed',
      name_id: 'Kecepatan spindel',
      type: 'range',
      unit: 'rpm',
      options: [],
      filterable: true,
      on_card: false,
      value: (s, m) => ({ min: 50, max: 8000 + 2000 * s + 4000 * m }),
    },
    number('Tool magazine', 'Kapasitas magasin pahat', null, (s, m) => 24 + 6 * s + 6 * m, { filterable: false, on_card: false }),
    option('Spindle taper', 'Taper spindel', ['BT40', 'BT50', 'HSK-A63'], (s, m) => s + 2 * m),
  ],
  'Coordinate Measuring Machines': [
    number('Measuring range X', 'Rentang ukur X', 'mm', (s, m) => 500 + 200 * s + 200 * m, { filterable: true, on_card: true }),
    number('Length measuring error', 'Kesalahan ukur panjang', 'µm', (s, m) => tenths(1.5 + 0.3 * s + 0.4 * m), { filterable: true, on_card: true }),
    {
      name: 'Probe head',
      name_id: 'Kepala probe',
      type: 'text',
      unit: null,
      options: [],
      filterable: false,
      on_card: false,
      value: (_s, m) => (m === 0 ? 'Renishaw PH10M' : 'Renishaw REVO-2'),
    },
    yesNo('Temperature compensation', 'Kompensasi suhu', (s) => s >= 2),
  ],
};
