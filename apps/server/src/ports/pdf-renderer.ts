import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** Printing needs a browser the server does not have: the export says so instead of failing obscurely. */
export class PdfUnavailableError extends Error {
  override readonly name = 'PdfUnavailableError';
}

export interface PdfPageOptions {
  /** Page size in millimetres (e.g. A4: 210 × 297). */
  widthMm: number;
  heightMm: number;
  /** Printed at the top and bottom of every page (Chromium's templates: `pageNumber`, `totalPages` classes). */
  header?: string;
  footer?: string;
}

/** Prints HTML to PDF. Pages carry their own fonts (embedded as data) and never load anything from the network. */
export interface PdfRenderer {
  render(html: string, options: PdfPageOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Where Debian installs Chromium; CHROMIUM_PATH names another. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Prints with headless Chromium (STACK-NOTES: the only way to get Arabic shaped and set right to left in a PDF):
 * one browser started on first use and kept, one page per print; the page may load nothing from outside
 * (every request is refused), so a label or report prints the same offline.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH) {}

  private launch(): Promise<Browser> {
    if (!existsSync(this.executablePath)) throw new PdfUnavailableError(`PDF export needs Chromium at ${this.executablePath} (set CHROMIUM_PATH).`);
    this.browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: this.executablePath, args: ARGS }));
    this.browser.catch(() => (this.browser = null));
    return this.browser;
  }

  async render(html: string, { widthMm, heightMm, header, footer }: PdfPageOptions): Promise<Uint8Array> {
    const browser = await this.launch();
    const page = await browser.newPage();
    try {
      await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready');
      const margins = header || footer ? { displayHeaderFooter: true, headerTemplate: header ?? '<span></span>', footerTemplate: footer ?? '<span></span>' } : {};
      const pdf = await page.pdf({ width: `${widthMm}mm`, height: `${heightMm}mm`, printBackground: true, preferCSSPageSize: true, ...margins });
      return new Uint8Array(pdf);
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
