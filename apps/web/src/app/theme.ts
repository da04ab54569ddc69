import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Language } from '@rayyan/contracts';

// Self-hosted fonts (@fontsource): Baloo 2 has no Arabic glyphs, so Arabic uses Almarai (spec 1).
const FONT_STACKS: Record<Language, string> = {
  en: "'Baloo 2', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  ar: "'Almarai', 'Baloo 2', system-ui, Tahoma, sans-serif",
};

/** The Mantine theme for a language: body text and headings use that language's font. */
export function themeFor(language: Language): MantineThemeOverride {
  return createTheme({
    primaryColor: 'green',
    // Shade 9 keeps green link text and white-on-green buttons above WCAG AA contrast (4.5:1).
    primaryShade: { light: 9, dark: 7 },
    fontFamily: FONT_STACKS[language],
    headings: { fontFamily: FONT_STACKS[language], fontWeight: language === 'ar' ? '700' : '600' },
    defaultRadius: 'md',
    focusRing: 'auto',
  });
}
