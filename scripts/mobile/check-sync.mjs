#!/usr/bin/env node
// Checks that the web assets inside the native projects are exactly the web build: every file of
// apps/web/dist present with the same bytes, and nothing else. Exit 1 with the differences.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(root, 'apps/web/dist');
// Capacitor writes these two into every copy (the Cordova compatibility layer); they are not ours.
const CAPACITOR_FILES = new Set(['cordova.js', 'cordova_plugins.js']);
const targets = {
  android: join(root, 'apps/mobile/android/app/src/main/assets/public'),
  ios: join(root, 'apps/mobile/ios/App/App/public'),
};

/** Relative path → SHA-256 of every file under dir. */
function digests(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

if (!existsSync(join(webDist, 'index.html'))) {
  console.error('mobile check: no web build in apps/web/dist (run npm run mobile:sync)');
  process.exit(1);
}
const build = digests(webDist);
let failed = false;
for (const [platform, dir] of Object.entries(targets)) {
  if (!existsSync(dir)) {
    console.error(`mobile check: ${platform}: ${relative(root, dir)} is missing (run npm run mobile:sync)`);
    failed = true;
    continue;
  }
  const copy = digests(dir);
  const problems = [];
  for (const [file, hash] of build) {
    if (!copy.has(file)) problems.push(`missing ${file}`);
    else if (copy.get(file) !== hash) problems.push(`differs ${file}`);
  }
  for (const file of copy.keys())
    if (!build.has(file) && !CAPACITOR_FILES.has(file)) problems.push(`extra ${file}`);
  if (problems.length > 0) {
    failed = true;
    console.error(`mobile check: ${platform}: ${problems.length} difference(s)`);
    for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
  } else console.log(`mobile check: ${platform}: ${build.size} files match the web build`);
}
process.exit(failed ? 1 : 0);
