import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { fao56ProfileName, SEEDED_POLICY_NAMES } from '@rayyan/contracts';
import { loadContentNamespace, resources } from '@rayyan/i18n';
import { seededName } from './seeded-names';

// The app's namespaces and the crop settings pages' lazily loaded `crops` messages.
const i18n = i18next.createInstance();
await i18n.init({ resources, lng: 'ar', fallbackLng: 'en', interpolation: { escapeValue: false } });
for (const language of ['en', 'ar'] as const) i18n.addResourceBundle(language, 'crops', await loadContentNamespace(language, 'crops'));
const ar = i18n.getFixedT('ar');
const en = i18n.getFixedT('en');

describe('seeded names in the reader’s language', () => {
  it('reads a seeded FAO-56 profile name in Arabic, with the crop’s Arabic name, and as seeded in English', () => {
    const wheat = fao56ProfileName(FAO56_CROPS.winter_wheat!);
    expect(wheat).toBe('FAO-56 Winter wheat (non-frozen soil)');
    expect(seededName(wheat, ar, 'ar')).toBe('قمح شتوي (الفاو 56)');
    expect(seededName(wheat, en, 'en')).toBe(wheat);
    // Every seeded profile name has a translation: no Latin letters remain.
    for (const crop of Object.values(FAO56_CROPS)) expect(seededName(fao56ProfileName(crop), ar, 'ar'), crop.id).not.toMatch(/[A-Za-z]/);
  });

  it('reads the seeded policies in Arabic', () => {
    expect(seededName(SEEDED_POLICY_NAMES.field_worker, ar, 'ar')).toBe('العمال الميدانيون');
    expect(seededName(SEEDED_POLICY_NAMES.full_access, ar, 'ar')).toBe('وصول كامل');
    expect(seededName('Field workers', en, 'en')).toBe('Field workers');
  });

  it('shows a name the organisation typed or edited as typed', () => {
    expect(seededName('FAO-56 Winter wheat (Toshka)', ar, 'ar')).toBe('FAO-56 Winter wheat (Toshka)');
    expect(seededName('قمح توشكى', ar, 'ar')).toBe('قمح توشكى');
    expect(seededName('Full Access', ar, 'ar')).toBe('Full Access');
  });

  it('keeps the seeded name when the crop names are not loaded', () => {
    const bare = i18next.createInstance();
    void bare.init({ resources: { ar: { common: resources.ar.common } }, lng: 'ar', interpolation: { escapeValue: false } });
    const name = fao56ProfileName(FAO56_CROPS.date_palm!);
    expect(seededName(name, bare.getFixedT('ar'), 'ar')).toBe(name);
  });
});
