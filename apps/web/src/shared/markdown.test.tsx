import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown (the safe subset of the learning zone)', () => {
  it('renders headings, lists, emphasis and links', () => {
    const out = html('## Water\n\n- **TAW** is *total*\n- see [FAO](https://www.fao.org)\n\n1. first\n2. second');
    expect(out).toContain('<h2>Water</h2>');
    expect(out).toContain('<li><strong>TAW</strong> is <em>total</em></li>');
    expect(out).toContain('href="https://www.fao.org"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('<ol><li>first</li><li>second</li></ol>');
  });

  it('never interprets HTML or unsafe link schemes', () => {
    const out = html('<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('&lt;script&gt;');
  });

  it('serves images through the optimizer with a srcset of the spec widths', () => {
    const out = html('![A pivot](/images/pivot.png)');
    expect(out).toContain('src="/api/images?url=%2Fimages%2Fpivot.png&amp;w=1080&amp;q=75"');
    expect(out).toContain('640w');
    expect(out).toContain('2048w');
    expect(html('![x](https://evil.example/a.png)')).not.toContain('<img');
  });
});
