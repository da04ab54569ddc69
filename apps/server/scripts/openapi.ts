// Writes the API's OpenAPI document, generated from the routes' zod schemas, to docs/openapi.json
// (`npm run openapi`), or with `--check` fails when the committed document differs from the generated
// one (CI runs it: the document is a contract for API clients, and a change to it must be seen).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApiDocument } from '../src/openapi-document';

const target = resolve(import.meta.dirname, '../../../docs/openapi.json');
const document = await generateOpenApiDocument();
const generated = `${JSON.stringify(document, null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // Missing: reported as a difference below.
  }
  if (committed !== generated) {
    console.error('docs/openapi.json differs from the API the code declares: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log(`openapi: docs/openapi.json matches the code (${Object.keys(document.paths).length} paths)`);
} else {
  writeFileSync(target, generated);
  console.log(`openapi: wrote ${target}`);
}
