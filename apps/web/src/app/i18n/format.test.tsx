import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@rayyan/contracts';
import { createI18n } from './i18n';
import { createDigitsStore, digitsStore, formatLocale, useFormat } from './format';
import { MemoryCookieJar } from '../../test/fakes';

const ARABIC_INDIC = /[٠-٩]/;

function Readout() {
  const format = useFormat();
  return (
    <>
      <span data-testid="number">{format.number({ maximumFractionDigits: 2 }).format(1234.5)}</span>
      <span data-testid="date">{format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-03-21T00:00:00Z'))}</span>
      <span data-testid="unit">{format.number({ style: 'unit', unit: 'hectare' }).format(12)}</span>
      <span data-testid="locale">{format.locale}</span>
    </>
  );
}

function renderReadout(language: Language) {
  const i18n = createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Readout />
    </I18nextProvider>,
  );
  return i18n;
}

const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('formatting with the digits preference', () => {
  it('writes Western digits by default, in English and in Arabic (no change for users who never chose)', () => {
    renderReadout('ar');
    expect(text('locale')).toBe('ar-u-nu-latn');
    expect(text('number')).toBe('1,234.5');
    expect(text('date')).toMatch(/2026/);
    expect(text('date')).not.toMatch(ARABIC_INDIC);
  });

  it('writes Arabic-Indic digits for numbers, dates and units once chosen, in either language', () => {
    digitsStore.set('arab');
    renderReadout('en');
    expect(text('number')).toBe('١٬٢٣٤٫٥');
    expect(text('date')).toContain('٢٠٢٦');
    expect(text('unit')).toContain('١٢');
    expect(document.cookie).toContain('digits=arab');
  });

  it('re-renders every formatted value when the preference or the language changes', async () => {
    const i18n = renderReadout('en');
    expect(text('number')).toBe('1,234.5');
    act(() => digitsStore.set('arab'));
    expect(text('number')).toBe('١٬٢٣٤٫٥');
    await act(() => i18n.changeLanguage('ar'));
    expect(text('locale')).toBe('ar-u-nu-arab');
    expect(text('number')).toMatch(/^[١٢٣٤٥٫٬]+$/);
    act(() => digitsStore.set('latn'));
    expect(text('number')).toBe('1,234.5');
  });

  it('ignores an unknown digits cookie (Western digits)', () => {
    const cookies = new MemoryCookieJar();
    const store = createDigitsStore(() => cookies);
    cookies.set('digits', 'hanidec', { days: 1 });
    expect(store.get()).toBe('latn');
    store.set('arab');
    expect(store.get()).toBe('arab');
    expect(formatLocale('ar', store.get())).toBe('ar-u-nu-arab');
  });
});
