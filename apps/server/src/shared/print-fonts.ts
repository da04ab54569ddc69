import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let css: string | null = null;

/**
 * @font-face rules of the interface fonts for printed pages, the files inlined as data: Baloo 2 for English
 * and Almarai for Arabic (the spec's fonts), regular and bold. Read once.
 */
export function printFontCss(): string {
  if (css) return css;
  const face = (family: string, file: string, weight: number) => {
    const data = readFileSync(require.resolve(`@fontsource/${file}`)).toString('base64');
    return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  };
  css = [
    face('Baloo 2', 'baloo-2/files/baloo-2-latin-400-normal.woff2', 400),
    face('Baloo 2', 'baloo-2/files/baloo-2-latin-700-normal.woff2', 700),
    face('Almarai', 'almarai/files/almarai-arabic-400-normal.woff2', 400),
    face('Almarai', 'almarai/files/almarai-arabic-700-normal.woff2', 700),
  ].join('\n');
  return css;
}
