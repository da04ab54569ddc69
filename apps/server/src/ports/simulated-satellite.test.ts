import { describe, expect, it } from 'vitest';
import circle from '@turf/circle';
import type { Polygon } from 'geojson';
import { fieldIndexStatistics } from './satellite-statistics';
import type { SatelliteField } from './satellite';
import { satelliteProviderFromEnv } from './satellite-provider-from-env';
import { SimulatedSatelliteProvider, simulatedDropDays } from './simulated-satellite';
import { StacSatelliteProvider } from './stac-satellite';

// A 400 m radius pivot at Toshka (about 50 ha) sown with wheat on 15 November.
const pivot: SatelliteField = {
  id: '7f1c2d3e-0000-4000-8000-000000000001',
  geometry: circle([31.35, 22.6], 0.4, { steps: 64, units: 'kilometers' }).geometry as Polygon,
  hd: false,
  crop: 'wheat',
  kind: 'crop',
  seasons: [
    { plantingDate: '2025-05-10', harvestDate: '2025-09-01' },
    { plantingDate: '2025-11-15', harvestDate: '2026-04-10' },
  ],
};

describe('simulated satellite imagery', () => {
  const provider = new SimulatedSatelliteProvider();

  it('revisits every 5 days and answers the same rasters for the same field and date', async () => {
    const scenes = await provider.search(pivot, '2026-01-01', '2026-01-31');
    expect(scenes.length).toBeGreaterThanOrEqual(6);
    const days = scenes.map((s) => Date.parse(s.date) / 86_400_000);
    expect(days.slice(1).map((d, i) => d - days[i]!)).toEqual(days.slice(1).map(() => 5));
    const [a, b] = await Promise.all([provider.read(scenes[2]!, pivot), provider.read(scenes[2]!, pivot)]);
    expect(a.bands.red).toEqual(b.bands.red);
    expect(a.grid.resolutionM).toBe(10);
    expect(scenes.every((s) => s.source === 'simulated')).toBe(true);
  });

  it('follows the crop season: bare soil before sowing, a green canopy mid-season, a drop after the missed irrigation', async () => {
    // The first clear date from `from` on (some simulated dates are cloudy).
    const ndviOn = async (from: string) => {
      for (const scene of await provider.search(pivot, from, '2026-12-31')) {
        const stats = fieldIndexStatistics(await provider.read(scene, pivot), 'ndvi');
        if (stats.clear_fraction > 0.9) return stats;
      }
      throw new Error('no clear date');
    };
    const before = await ndviOn('2025-10-01');
    const mid = await ndviOn('2026-01-25');
    expect(before.mean!).toBeLessThan(0.2);
    // The summer season before it was green too.
    expect((await ndviOn('2025-07-10')).mean!).toBeGreaterThan(0.55);
    expect(mid.mean!).toBeGreaterThan(0.55);
    // The degraded patch and texture spread the values.
    expect(mid.p90! - mid.p10!).toBeGreaterThan(0.05);
    expect(mid.pixels).toBeGreaterThan(4_500);
    const drop = simulatedDropDays(pivot)[1]!;
    const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    const justBefore = await ndviOn(iso(drop - 10));
    const during = await ndviOn(iso(drop));
    expect(during.mean!).toBeLessThan(justBefore.mean! - 0.05);
  });

  it('draws at 3 m for fields with HD imagery', async () => {
    const [scene] = await provider.search(pivot, '2026-01-01', '2026-01-10');
    expect((await provider.read(scene!, { ...pivot, hd: true })).grid.resolutionM).toBe(3);
  });

  it('is the default adapter; SATELLITE_PROVIDER=stac chooses STAC', () => {
    expect(satelliteProviderFromEnv({})).toBeInstanceOf(SimulatedSatelliteProvider);
    expect(satelliteProviderFromEnv({ SATELLITE_PROVIDER: 'stac', STAC_API_URL: 'http://127.0.0.1:1/v1' })).toBeInstanceOf(StacSatelliteProvider);
  });
});
