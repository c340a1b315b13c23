// The bench's attributes (issue 24), made at run time, never in the repo's seed, so that the
// finder, the exports and search by value are measured at the issue's size (100,000 products × 10
// values): every category gets 10 filterable attributes in place of its own (4 numbers, 2 ranges, 3 lists, 1 yes/no, as a
// machine-tool data sheet has them) and every product of it a value of each, spread as real
// models' are (speeds by 500 rpm, powers by 0.5 kW, travels and swings in mm, a few controls).
// Run by ./run.ts in a child process after the seed, before the server starts (PGlite holds the
// folder: the lock):   tsx bench/seedAttributes.ts   (DATA_DIR / DATABASE_URL as the server)
import { configFromEnv } from '../src/config';
import { isPostgresUrl, openDatabase } from '../src/db';
import { acquireLock } from '../src/lib/lock';

/** One attribute of the set; `value` is SQL over `h`, a pseudo-random whole number 0..9999 per product and attribute. */
interface BenchAttribute {
  name: string;
  name_id: string;
  type: 'number' | 'range' | 'option' | 'boolean';
  unit: string | null;
  options: string[];
  /** SQL for num_value / num_max / text_value / bool_value. */
  num?: string;
  max?: string;
  text?: string;
  bool?: string;
}

const CONTROLS = ['Fanuc 0i-TF', 'Siemens 828D', 'Heidenhain TNC 640', 'Mitsubishi M80', 'Mazatrol SmoothG'];
const SPINDLES = ['A2-5', 'A2-6', 'A2-8', 'A2-11'];
const COUNTRIES = ['Japan', 'Germany', 'Taiwan', 'Korea', 'Italy', 'Switzerland'];
const pick = (list: string[]) => `(ARRAY[${list.map((item) => `'${item}'`).join(',')}])[1 + h % ${list.length}]`;

export const BENCH_ATTRIBUTES: BenchAttribute[] = [
  { name: 'Max. spindle speed', name_id: 'Kecepatan spindel maks.', type: 'number', unit: 'rpm', options: [], num: '2000 + (h % 21) * 500' },
  { name: 'Spindle power', name_id: 'Daya spindel', type: 'number', unit: 'kW', options: [], num: '3.5 + (h % 60) * 0.5' },
  { name: 'Swing over bed', name_id: 'Ayunan di atas bed', type: 'number', unit: 'mm', options: [], num: '300 + (h % 40) * 25' },
  { name: 'Machine weight', name_id: 'Berat mesin', type: 'number', unit: 't', options: [], num: '1.5 + (h % 90) * 0.25' },
  {
    name: 'X travel',
    name_id: 'Langkah X',
    type: 'range',
    unit: 'mm',
    options: [],
    num: '(h % 20) * 10',
    max: '(h % 20) * 10 + 200 + (h / 20 % 30) * 25',
  },
  { name: 'Feed rate', name_id: 'Laju pemakanan', type: 'range', unit: 'mm/min', options: [], num: '1 + h % 10', max: '5000 + (h % 50) * 500' },
  { name: 'Control', name_id: 'Kontrol', type: 'option', unit: null, options: CONTROLS, text: pick(CONTROLS) },
  { name: 'Spindle nose', name_id: 'Hidung spindel', type: 'option', unit: null, options: SPINDLES, text: pick(SPINDLES) },
  { name: 'Made in', name_id: 'Buatan', type: 'option', unit: null, options: COUNTRIES, text: pick(COUNTRIES) },
  { name: 'Tailstock', name_id: 'Kepala lepas', type: 'boolean', unit: null, options: [], bool: 'h % 3 <> 0' },
];

async function main() {
  const cfg = configFromEnv();
  const pg = isPostgresUrl(cfg.databaseUrl);
  const release = pg ? null : acquireLock(cfg.dataDir);
  const d = await openDatabase(pg ? { databaseUrl: cfg.databaseUrl } : { pgliteDir: cfg.pgliteDir });
  try {
    const t0 = Date.now();
    await d.query('DELETE FROM mt_product_attribute');
    const categories = await d.query<{ id: number }>('SELECT id FROM mt_product_category ORDER BY id');
    for (const category of categories) {
      for (const [position, a] of BENCH_ATTRIBUTES.entries()) {
        const [{ id }] = (await d.query<{ id: number }>(
          `INSERT INTO mt_product_attribute (name, name_id, mt_product_category_id, type, unit, options, filterable, on_card, position)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, true, false, $7) RETURNING id`,
          [a.name, a.name_id, category.id, a.type, a.unit, JSON.stringify(a.options), position],
        )) as [{ id: number }];
        // h: a whole number 0..9999 from the product's and the attribute's ids (the same on every run).
        await d.query(
          `INSERT INTO mt_product_attribute_value (product_id, attribute_id, num_value, num_max, text_value, bool_value)
           SELECT id, $2, ${a.num ?? 'NULL'}, ${a.max ?? 'NULL'}, ${a.text ?? 'NULL'}, ${a.bool ?? 'NULL'}
           FROM (SELECT p.id, (p.id * 7919 + $2 * 104729) % 10007 AS h
                 FROM mt_product p JOIN mt_product_series s ON s.id = p.mt_product_series_id
                 WHERE s.mt_product_category_id = $1) products`,
          [category.id, id],
        );
      }
    }
    await d.query('VACUUM ANALYZE mt_product_attribute_value');
    await d.query('ANALYZE mt_product_attribute');
    const [{ n }] = (await d.query<{ n: number }>('SELECT count(*)::int AS n FROM mt_product_attribute_value')) as [{ n: number }];
    console.log(
      `attributes: ${BENCH_ATTRIBUTES.length} attributes in each of ${categories.length} categories, ${n} values, in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await d.close();
    release?.();
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
