import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { IrrigationExplanation } from '@rayyan/contracts';
import { explanationSentences } from './irrigation-logic';

/** Answers the key and its values, so the test reads what the sentence is made of. */
const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;

const explanation = {
  date: '2026-06-01',
  et0_mm: 6.2,
  kc: 1.15,
  etc_mm: 7.13,
  depletion_mm: 41.3,
  taw_mm: 70,
  raw_mm: 38.5,
  refill_at_mm: null,
  ks: 0.98,
  root_zone_status: 'stressed',
  crop: 'maize_grain',
  kc_climate: null,
  growth_profile: null,
  kc_profile: null,
  days_after_planting: 45,
  ...{ kcb: null, ke: null, evaporation_mm: null, transpiration_mm: null, canopy_cover: null, wetted_fraction: null, exposed_wetted_fraction: null, leaching: null, soil_sample: null, water_warnings: [] },
  soil_moisture: { measured_depletion_mm: 41.3, modelled_depletion_mm: 21.4, depths_cm: [10, 30, 60], date: '2026-06-01' },
} as unknown as IrrigationExplanation;

describe('the explanation with a soil moisture probe', () => {
  it('says, after the depletion, what the probe measured against the modelled depletion', () => {
    const sentences = explanationSentences(explanation, null, { status: 'active', hold_till: null }, t, 'en');
    const keys = sentences.map((s) => s.key);
    expect(keys.indexOf('probe')).toBe(keys.indexOf('depletion') + 1);
    const probe = String(sentences.find((s) => s.key === 'probe')!.text);
    expect(probe).toContain('explanation.probe');
    expect(probe).toContain('"measured":"41.3"');
    expect(probe).toContain('"modelled":"21.4"');
    expect(probe).toContain('"depths":"10, 30, 60"');
  });

  it('has no probe sentence without one', () => {
    const sentences = explanationSentences({ ...explanation, soil_moisture: null }, null, { status: 'active', hold_till: null }, t, 'en');
    expect(sentences.map((s) => s.key)).not.toContain('probe');
  });
});
