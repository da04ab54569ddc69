import { describe, expect, it } from 'vitest';
import { resources } from '@rayyan/i18n';
import { createBrowserI18n } from './i18n';
import { ensureAppNamespaces, hasAppNamespaces, withAppNamespaces } from './app-namespaces';

describe("the browser's translations", () => {
  it('start with the shell in both languages; a page brings the app namespaces of the current language only', async () => {
    const i18n = createBrowserI18n('en');
    expect(i18n.t('menu:logout')).toBe(resources.en.menu.logout);
    expect(i18n.getFixedT('ar')('menu:logout')).toBe(resources.ar.menu.logout);
    expect(hasAppNamespaces(i18n)).toBe(false);

    const page = await withAppNamespaces(i18n, async () => ({ Component: 'the page' }))();
    expect(page).toEqual({ Component: 'the page' });
    expect(i18n.t('geo:add_farm')).toBe(resources.en.geo.add_farm);
    expect(i18n.hasResourceBundle('ar', 'geo')).toBe(false);
  });

  it('switch language with the page already translated: no message keys and no English while Arabic loads', async () => {
    const i18n = createBrowserI18n('en');
    await ensureAppNamespaces(i18n);
    await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('geo:add_farm')).toBe(resources.ar.geo.add_farm);
    expect(i18n.t('validation:out_of_range')).toBe(resources.ar.validation.out_of_range);
  });
});
