import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { folderCycles } from './folderCycles.mjs';

function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('finds two folders that import each other through different files', () => {
  const root = tree({
    'app/src/crud/list.ts': "import { asset } from '../features/assets/asset';\n",
    'app/src/crud/form.ts': 'export const form = 1;\n',
    'app/src/features/assets/asset.ts': 'export const asset = 1;\n',
    'app/src/features/assets/page.tsx': "import { form } from '../../crud/form';\n",
  });
  const [found, ...more] = folderCycles(root, ['app']);
  assert.equal(more.length, 0);
  assert.deepEqual(found.cycle, ['crud', 'features/assets', 'crud']);
  assert.deepEqual(found.imports, ['crud/list.ts imports ../features/assets/asset', 'features/assets/page.tsx imports ../../crud/form']);
});

test('allows one-way imports, imports inside a folder, and files at the root of src', () => {
  const root = tree({
    'app/src/index.ts': "export * from './crud/list';\n",
    'app/src/messages.ts': 'export const m = 1;\n',
    'app/src/crud/list.ts': "import { m } from '../messages';\nimport { x } from './x';\n",
    'app/src/crud/x.ts': 'export const x = 1;\n',
  });
  assert.deepEqual(folderCycles(root, ['app']), []);
});
