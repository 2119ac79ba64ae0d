#!/usr/bin/env node
// `npm run mobile:sync`: builds the web app, copies it into the native projects with `cap sync`
// (assets, capacitor.config.json, the plugin lists) and checks the copies match the build.
// `--no-build` syncs the build already in apps/web/dist.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mobile = fileURLToPath(new URL('../../apps/mobile', import.meta.url));

function run(cmd, args, cwd) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  // CI=true keeps the Capacitor CLI from asking about telemetry on a terminal.
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { CI: 'true', ...process.env } });
  if (res.status !== 0) {
    console.error(`mobile:sync: ${cmd} ${args.join(' ')} failed`);
    process.exit(res.status ?? 1);
  }
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '-w', '@mnemoria/web'], root);
// On Linux the iOS step copies the assets and skips `pod install` (no CocoaPods): see docs/mobile.md.
run('npx', ['cap', 'sync'], mobile);
run('node', ['scripts/mobile/check-sync.mjs'], root);
