import { describe, expect, it } from 'vitest';
import { labFacts } from './lab-facts';

describe('labFacts', () => {
  it("gives a soil sample's texture class and soil type from fractions in % or g/kg", () => {
    expect(labFacts('soil', [{ parameter: 'clay', result: 60, unit: 'g/kg' }, { parameter: 'sand', result: 82, unit: '%' }, { parameter: 'silt', result: 120, unit: 'g/kg' }])).toEqual({
      texture_class: 'loamy_sand',
      soil_type: 'loamy_sand',
      warnings: [],
    });
    // A water sample's fractions set no soil; an incomplete texture sets none either.
    expect(labFacts('water', [{ parameter: 'clay', result: 6, unit: '%' }, { parameter: 'sand', result: 82, unit: '%' }, { parameter: 'silt', result: 12, unit: '%' }]).soil_type).toBeNull();
    expect(labFacts('soil', [{ parameter: 'clay', result: 6, unit: '%' }]).texture_class).toBeNull();
  });

  it('warns on sodic soil and on water with chloride or boron at toxic levels, whatever unit the lab used', () => {
    // 400 mg/L chloride = 11.3 meq/L (> 10); boron 3.5 mg/L (> 3); ESP 18 % (> 15).
    expect(labFacts('water', [{ parameter: 'chloride', result: 400, unit: 'mg/L' }, { parameter: 'boron', result: 3.5, unit: 'ppm' }, { parameter: 'sar', result: 4, unit: '' }]).warnings).toEqual(['chloride_toxicity', 'boron_toxicity']);
    expect(labFacts('soil', [{ parameter: 'esp', result: 18, unit: '%' }, { parameter: 'chloride', result: 400, unit: 'mg/L' }]).warnings).toEqual(['high_sodium_esp']);
  });
});
