import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { IrrigationExplanation } from '@rayyan/contracts';
import ar from '@rayyan/i18n/locales/ar/irrigation.json';
import en from '@rayyan/i18n/locales/en/irrigation.json';
import { explanationSentences } from './irrigation-logic';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { irrigation: en }, ar: { irrigation: ar } }, lng: 'en', ns: ['irrigation'], defaultNS: 'irrigation', initAsync: false });

/** Winter wheat under a pivot, the dual crop coefficient's figures, today's Kcb from the 12 Nov image. */
const explanation = {
  date: '2026-11-24',
  et0_mm: 4.1,
  kc: 1.02,
  etc_mm: 4.18,
  depletion_mm: 12,
  taw_mm: 70,
  raw_mm: 38.5,
  refill_at_mm: null,
  ks: 1,
  root_zone_status: 'adequate',
  crop: 'winter_wheat',
  kc_climate: null,
  growth_profile: null,
  kc_profile: null,
  days_after_planting: 40,
  ...{ kcb: 0.92, kcb_source: 'image', kcb_image_date: '2026-11-12', kcb_from_image: 0.92 },
  ...{ ke: 0.1, evaporation_mm: 0.41, transpiration_mm: 3.77, canopy_cover: 0.6, wetted_fraction: 1, exposed_wetted_fraction: 0.4, leaching: null, soil_sample: null, soil_moisture: null, water_warnings: [] },
} as unknown as IrrigationExplanation;

const kcSentence = (e: IrrigationExplanation, lng: 'en' | 'ar') =>
  String(explanationSentences(e, null, { status: 'active', hold_till: null }, i18n.getFixedT(lng, 'irrigation'), lng).find((s) => s.key === 'kc')!.text).replace(/[\u2066-\u2069\u00a0]/g, (c) => (c === '\u00a0' ? ' ' : ''));

describe('the explanation of a Kcb from a satellite image', () => {
  it('names the image’s date and its Kcb, in English and Arabic', () => {
    const english = kcSentence(explanation, 'en');
    expect(english).toMatch(/^Basal Kcb 0\.92 from the .*Nov 12.* image/);
    expect(english).toContain('Campos et al. 2010');
    const arabic = kcSentence(explanation, 'ar');
    expect(arabic).toContain('معامل المحصول القاعدي Kcb 0.92 من صورة');
    expect(arabic).toContain('نوفمبر');
  });

  it('keeps the table’s sentence when the Kcb is the crop curve’s', () => {
    const english = kcSentence({ ...explanation, kcb_source: 'table', kcb_image_date: null, kcb_from_image: null }, 'en');
    expect(english).toMatch(/^The crop \(.*\) is 40 days after planting, so its basal crop coefficient Kcb, for the water its leaves transpire, is 0\.92\.$/);
    expect(english).not.toContain('image');
  });
});
