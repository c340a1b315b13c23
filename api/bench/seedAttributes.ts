// The bench's attributes (issue 24): every category gets 10 attributes (the seed's, topped up
// with generated ones of every type) and every product a value of each of its category's, so
// that the exports (and the finder's reads) are measured at the size: 100,000 products ×
// 10 values. Run by ./run.ts in a child process after the seed, before the server starts (the
// data folder's lock); DATA_DIR / DATABASE_URL as the server.
import { configFromEnv } from '../src/config';
import { isPostgresUrl, openDatabase } from '../src/db';
import { acquireLock } from '../src/lib/lock';

export const ATTRIBUTES_PER_CATEGORY = 10;

/** What a generated attribute is, and the SQL of its value for a product `p` (its id makes the values vary). */
const KINDS = [
  { type: 'number', unit: 'rpm', options: [], value: { num_value: '(p.id % 6000) + 0.5' } },
  { type: 'range', unit: 'mm', options: [], value: { num_value: '(p.id % 100)', num_max: '(p.id % 100) + 250' } },
  // A list's value is one of its options, whichever attribute it is (below).
  { type: 'option', unit: null, options: ['Fanuc', 'Siemens', 'Heidenhain'], value: {} },
  { type: 'boolean', unit: null, options: [], value: { bool_value: 'p.id % 2 = 0' } },
  { type: 'text', unit: null, options: [], value: { text_value: "'Ukuran meja ' || (p.id % 40)" } },
  { type: 'number', unit: 'kW', options: [], value: { num_value: '(p.id % 90) / 4.0' } },
] as const;

async function main() {
  const cfg = configFromEnv();
  const pg = isPostgresUrl(cfg.databaseUrl);
  const release = pg ? null : acquireLock(cfg.dataDir);
  const d = await openDatabase(pg ? { databaseUrl: cfg.databaseUrl } : { pgliteDir: cfg.pgliteDir });
  const t0 = Date.now();
  try {
    const categories = await d.query<{ id: number; n: number }>(
      'SELECT c.id, count(a.id)::int AS n FROM mt_product_category c LEFT JOIN mt_product_attribute a ON a.mt_product_category_id = c.id GROUP BY c.id ORDER BY c.id',
    );
    for (const category of categories) {
      for (let i = category.n; i < ATTRIBUTES_PER_CATEGORY; i++) {
        const kind = KINDS[i % KINDS.length]!;
        await d.query(
          'INSERT INTO mt_product_attribute (name, name_id, mt_product_category_id, type, unit, options, filterable, on_card, position) VALUES ($1, $2, $3, $4, $5, $6::jsonb, true, false, $7)',
          [`Bench ${kind.type} ${i + 1}`, `Uji ${kind.type} ${i + 1}`, category.id, kind.type, kind.unit, JSON.stringify(kind.options), i + 1],
        );
      }
    }
    // Every product a value of each of its category's attributes: a generated attribute's by its
    // kind, a seed attribute's left as the seed gave it (ON CONFLICT), or made by its type.
    const attributes = await d.query<{ id: number; category: number; type: string; options: string[] }>(
      'SELECT id, mt_product_category_id AS category, type, options FROM mt_product_attribute ORDER BY id',
    );
    for (const attribute of attributes) {
      const value: Record<string, string> =
        attribute.type === 'option'
          ? { text_value: `($3::jsonb ->> (p.id % ${Math.max(1, attribute.options.length)})::int)` }
          : { ...KINDS.find((k) => k.type === attribute.type)!.value };
      const columns = Object.keys(value);
      await d.query(
        `INSERT INTO mt_product_attribute_value (product_id, attribute_id, ${columns.join(', ')})
         SELECT p.id, $1, ${columns.map((c) => value[c]).join(', ')}
         FROM mt_product p JOIN mt_product_series s ON s.id = p.mt_product_series_id
         WHERE s.mt_product_category_id = $2
         ON CONFLICT DO NOTHING`,
        attribute.type === 'option' ? [attribute.id, attribute.category, JSON.stringify(attribute.options)] : [attribute.id, attribute.category],
      );
    }
    await d.query('VACUUM ANALYZE mt_product_attribute_value');
    const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM mt_product_attribute_value');
    console.log(`attributes: ${attributes.length} over ${categories.length} categories, ${n} values, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await d.close();
    release?.();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
