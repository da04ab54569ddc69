// Fails when a message key exists in one language and not the other (CONVENTIONS.md, i18n).
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'packages', 'i18n', 'locales');
const flat = (o, pre = '') =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${pre}${k}.`) : [`${pre}${k}`]));
const load = (lang) => {
  const dir = path.join(root, lang);
  const keys = new Set();
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const k of flat(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))) {
      keys.add(`${f}:${k.replace(/_(zero|one|two|few|many|other)$/, '')}`);
    }
  }
  return keys;
};
const en = load('en');
const ar = load('ar');
const missing = [...en].filter((k) => !ar.has(k));
const extra = [...ar].filter((k) => !en.has(k));
if (missing.length || extra.length) {
  console.error(`i18n keys differ: missing in ar: ${missing.join(', ') || 'none'}; missing in en: ${extra.join(', ') || 'none'}`);
  process.exit(1);
}
console.log(`i18n: ${en.size} keys in both languages`);
