import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SECTIONS } from '@mfe/shared-ui/site/admin-navigation';

// The shell mounts the modules the table of admin sections names: each must be one this remote exposes.
const exposed = [...readFileSync(path.join(__dirname, '../../webpack.config.js'), 'utf8').matchAll(/'\.\/(\w+)': '\.\/src\/exposes\/\1\.tsx'/g)].map(
  (match) => match[1],
);

describe('the exposed screens', () => {
  it('include every module of the table of admin sections', () => {
    const named = new Set(ADMIN_SECTIONS.flatMap((section) => Object.values(section.screens)));
    expect(named.size).toBeGreaterThan(0);
    for (const module of named) expect(exposed).toContain(module);
  });
});
