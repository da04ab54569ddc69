import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SatelliteMetrics, SatelliteZones } from '@rayyan/contracts';
import { renderWithProviders } from '../../test/render-with-providers';
import { LazyNamespaces } from '../../shared/lazy-namespaces';
import { ZonesCard } from './zones-card';
import { MetricsCard } from './metrics-card';

const target = { kind: 'crop', id: '00000000-0000-4000-8000-000000000001' } as const;
const answering = (body: unknown) => (async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
const square = (x: number): SatelliteZones['zones'][number]['geometry'] => ({
  type: 'MultiPolygon',
  coordinates: [[[[x, 22], [x + 0.001, 22], [x + 0.001, 22.001], [x, 22.001], [x, 22]]]],
});
const zones: SatelliteZones = {
  index: 'ndvi',
  zone_count: 3,
  status: 'ok',
  dates: ['2026-10-10', '2026-10-30', '2026-11-15'],
  simulated: true,
  field_pixels: 300,
  valid_pixels: 300,
  resolution_m: 10,
  zones: [
    { zone: 1, pixels: 60, area_m2: 6_000, percent_of_field: 20, mean: 0.41, geometry: square(31) },
    { zone: 2, pixels: 120, area_m2: 12_000, percent_of_field: 40, mean: 0.62, geometry: square(31.001) },
    { zone: 3, pixels: 120, area_m2: 12_000, percent_of_field: 40, mean: 0.78, geometry: square(31.002) },
  ],
};
const zonesCard = (body: unknown, language: 'en' | 'ar') =>
  renderWithProviders(<LazyNamespaces namespaces={['satellite']}><ZonesCard target={target} index="ndvi" indexLabel="NDVI" zones={3} onZones={() => {}} /></LazyNamespaces>, language, answering(body));

describe('management zones card', () => {
  it('draws each zone and lists its area, share and mean, in English and Arabic', async () => {
    zonesCard(zones, 'en');
    expect((await screen.findByTestId('satellite-zone-1')).textContent).toBe('Zone 10.6 ha20%0.41');
    expect(screen.getByTestId('satellite-zones-map').querySelectorAll('path')).toHaveLength(3);
    expect(screen.getByTestId('satellite-zones-note').textContent).toBe('Zones from the mean of 3 clear images from Oct 10, 2026 to Nov 15, 2026 by k-means; zone 1 is the lowest. Found on simulated imagery.');
  });

  it('reads in Arabic', async () => {
    zonesCard(zones, 'ar');
    expect((await screen.findByTestId('satellite-zone-3')).textContent).toContain('المنطقة');
    expect(screen.getByTestId('satellite-zones-note').textContent).toContain('3 صور صافية');
  });

  it('says why there is no zone, and draws none', async () => {
    zonesCard({ ...zones, status: 'too_few_clear_pixels', zones: [], dates: [] }, 'en');
    expect((await screen.findByTestId('satellite-zones-none')).textContent).toBe('No zones: too few clear pixels over this field (under half of it, or under 10 pixels a zone).');
    expect(screen.queryByTestId('satellite-zones-map')).toBeNull();
  });
});

const metrics: SatelliteMetrics = {
  image_date: '2026-11-15', simulated: true, flag: null, vegetation_index_pct: 71.2, vegetation_cover_pct: 56.1, kcb: 0.925, fapar: 0.686,
  et0_mm: 4.31, transpiration_mm: 3.99, solar_radiation_mj_m2: 18.2, dry_matter_kg_ha_day: 150, dry_matter_cumulative_kg_ha: 6_420,
  dry_matter_cumulative_t: 322.9, production_gap_pct: 24, nitrogen_sufficiency_index: 0.912, nitrogen_short: true, weather_simulated: true,
};

describe('crop metrics card', () => {
  it('shows each metric with its unit and model, and says nitrogen is likely short', async () => {
    renderWithProviders(<LazyNamespaces namespaces={['satellite']}><MetricsCard target={target} date="2026-11-15" /></LazyNamespaces>, 'en', answering(metrics));
    expect((await screen.findByTestId('satellite-metric-kcb')).textContent).toBe('Basal crop coefficient (Kcb)0.931.44 NDVI − 0.10 (Campos et al. 2010)');
    expect(screen.getByTestId('satellite-metric-dry_matter_cumulative_kg_ha').textContent).toContain('6,420 kg/ha');
    expect(screen.getByTestId('satellite-nitrogen-state').textContent).toBe('Nitrogen likely short');
    expect(screen.getByText('ET and dry matter use simulated weather.')).toBeTruthy();
  });

  it('shows no metric on a flagged date, in Arabic', async () => {
    renderWithProviders(<LazyNamespaces namespaces={['satellite']}><MetricsCard target={target} date="2026-11-20" /></LazyNamespaces>, 'ar', answering({ ...metrics, flag: 'cloudy', kcb: null }));
    expect((await screen.findByTestId('satellite-metrics-flagged')).textContent).toBe('لا مؤشرات لهذا التاريخ: غائمة.');
    expect(screen.queryByTestId('satellite-metric-kcb')).toBeNull();
  });
});
