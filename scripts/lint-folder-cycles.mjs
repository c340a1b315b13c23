#!/usr/bin/env node
// Part of `npm run lint`: fails when two folders of a package import each other (scripts/lib/folderCycles.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/apps.mjs';
import { folderCycles } from './lib/folderCycles.mjs';

const packages = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces;
const cycles = folderCycles(REPO_ROOT, packages);
for (const { pkg, cycle, imports } of cycles) {
  console.error(`${pkg}/src: folders import each other: ${cycle.join(' → ')}`);
  for (const line of imports) console.error(`    ${line}`);
}
if (cycles.length) process.exit(1);
