// `npm run bench`: every benchmark in turn; each prints its own figures (they are measurements, not tests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
const benches = [
  ['engine', ['npx', 'tsx', path.join(here, 'engine.ts')]],
  ['landing', ['node', path.join(here, 'landing.mjs')]],
  ['shell', ['node', path.join(here, 'shell.mjs')]],
  ['fields', ['node', path.join(here, 'fields.mjs')]],
  ['lists', ['npx', 'tsx', path.join(here, 'lists.ts')]],
  ['nightly', ['npx', 'tsx', path.join(here, 'nightly.ts')]],
  ['hostile', ['npx', 'tsx', path.join(here, 'hostile-uploads.ts')]],
  ['trees', ['npx', 'tsx', path.join(here, 'trees.ts')]],
  ['tree-grid', ['node', path.join(here, 'tree-grid.mjs')]],
  ['satellite', ['npx', 'tsx', path.join(here, 'satellite.ts')]],
  ['qr-labels', ['npx', 'tsx', path.join(here, 'qr-labels.ts')]],
  ['operations', ['npx', 'tsx', path.join(here, 'operations.ts')]],
  ['sensors', ['npx', 'tsx', path.join(here, 'sensors.ts')]],
  ['reports', ['npx', 'tsx', path.join(here, 'reports.ts')]],
].filter(([name]) => !only || name === only);

let failed = false;
for (const [name, [cmd, ...args]] of benches) {
  console.log(`\n== bench: ${name}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
