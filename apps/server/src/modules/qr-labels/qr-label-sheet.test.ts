import { describe, expect, it } from 'vitest';
import { QR_LABEL_SIZES } from '@rayyan/contracts';
import { labelSheetHtml } from './qr-label-sheet';

const label = (n: number) => ({ link: `https://farm.test/q/token${n}`, code: `P-${n}`, fieldCode: 'F1', fieldName: 'North <block>', row: n, column: 12 });

describe('QR label sheet', () => {
  it('puts as many labels on each A4 sheet as the size holds, each with its QR code and both scripts', async () => {
    const { columns, rows } = QR_LABEL_SIZES.large;
    const html = await labelSheetHtml(Array.from({ length: columns * rows + 1 }, (_, i) => label(i + 1)), 'large');
    expect(html.match(/<section class="sheet">/g)).toHaveLength(2);
    expect(html.match(/<svg/g)).toHaveLength(columns * rows + 1);
    expect(html).toMatch(/<div class="code" dir="ltr" style="font-size:[\d.]+pt">P-7<\/div>/);
    expect(html).toContain('Row 7 · Column 12');
    expect(html).toContain('الصف ٧ · العمود ١٢');
    // Names are text, never markup; fonts are embedded, nothing is fetched.
    expect(html).toContain('North &lt;block&gt;');
    expect(html).toContain("font-family:'Almarai'");
    expect(html).not.toMatch(/https?:\/\/(?!farm\.test|www\.w3\.org\/2000\/svg)/);
  });
});
