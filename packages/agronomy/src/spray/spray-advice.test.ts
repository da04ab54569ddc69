import { describe, expect, it } from 'vitest';
import { sprayVerdicts, type SprayAdviceSettings, type SprayWeatherHour } from './spray-advice';

const settings: SprayAdviceSettings = {
  sun_rise_offset_hours: 1,
  sun_set_offset_hours: 2,
  min_temperature_c: 5,
  max_temperature_c: 30,
  min_humidity_pct: 30,
  max_humidity_pct: 90,
  min_wind_speed_kmh: 3,
  max_wind_speed_kmh: 15,
  precipitation_mm: 0.2,
  rain_free_hours: 2,
};
const sun = [
  { sunrise: '2025-04-10T05:30:00+03:00', sunset: '2025-04-10T18:15:00+03:00' },
  { sunrise: '2025-04-11T05:29:00+03:00', sunset: '2025-04-11T18:16:00+03:00' },
];
const at = (hh: number) => `2025-04-10T${String(hh).padStart(2, '0')}:00:00+03:00`;
const hour = (over: Partial<SprayWeatherHour> = {}): SprayWeatherHour => ({
  time: at(11),
  temperature_c: 20,
  relative_humidity_pct: 50,
  wind_speed_kmh: 8,
  precipitation_mm: 0,
  ...over,
});
const one = (over: Partial<SprayWeatherHour>) => sprayVerdicts([hour(over)], settings, sun)[0]!;

describe('sprayVerdicts', () => {
  it('reference check: 20 °C and 50 % at mid-morning with a light breeze is good, Delta T ≈ 6.2', () => {
    const v = one({});
    expect(v.verdict).toBe('good');
    expect(v.reasons).toEqual([]);
    expect(v.delta_t_c).toBeGreaterThan(6.0);
    expect(v.delta_t_c).toBeLessThan(6.4);
  });

  it('Delta T above 10 is unsuitable, 8-10 marginal, below 2 marginal', () => {
    expect(one({ temperature_c: 29, relative_humidity_pct: 30 })).toMatchObject({ verdict: 'unsuitable', reasons: ['delta_t_high'] });
    const marginal = one({ temperature_c: 25, relative_humidity_pct: 35 });
    expect(marginal.delta_t_c).toBeGreaterThan(8);
    expect(marginal.delta_t_c).toBeLessThanOrEqual(10);
    expect(marginal).toMatchObject({ verdict: 'marginal', reasons: ['delta_t_high'] });
    expect(one({ relative_humidity_pct: 88 })).toMatchObject({ verdict: 'marginal', reasons: ['delta_t_low'] });
  });

  it('wind: above the maximum unsuitable, calm marginal by day', () => {
    expect(one({ wind_speed_kmh: 22 })).toMatchObject({ verdict: 'unsuitable', reasons: ['wind_high'] });
    expect(one({ wind_speed_kmh: 1 })).toMatchObject({ verdict: 'marginal', reasons: ['wind_calm'] });
  });

  it('temperature and humidity outside the band are poor', () => {
    expect(one({ temperature_c: 32, relative_humidity_pct: 60 }).reasons).toContain('temperature_high');
    expect(one({ temperature_c: 3, relative_humidity_pct: 60 }).reasons).toContain('temperature_low');
    expect(one({ relative_humidity_pct: 95 }).reasons).toEqual(['delta_t_low', 'humidity_high']);
    expect(one({ temperature_c: 12, relative_humidity_pct: 25 }).reasons).toContain('humidity_low');
  });

  it('rain in the hour, or within the rain-free hours after it, is unsuitable', () => {
    const hours = [hour({ time: at(10) }), hour({ time: at(11) }), hour({ time: at(12) }), hour({ time: at(13), precipitation_mm: 1.2 })];
    const v = sprayVerdicts(hours, settings, sun);
    expect(v.map((h) => h.verdict)).toEqual(['good', 'unsuitable', 'unsuitable', 'unsuitable']);
    expect(v[1]!.reasons).toEqual(['rain_within_rain_free_hours']);
    expect(v[3]!.reasons).toEqual(['rain']);
    // A trace below the precipitation setting is not rain.
    expect(one({ precipitation_mm: 0.1 }).verdict).toBe('good');
  });

  it('inversion window: from 2 h before sunset until 1 h after sunrise; calm air then is unsuitable', () => {
    const times = [at(4), at(6), at(7), at(15), at(16), at(17), at(23)];
    const v = sprayVerdicts(times.map((time) => hour({ time })), settings, sun);
    expect(v.map((h) => h.reasons.includes('inversion_window'))).toEqual([true, true, false, false, false, true, true]);
    expect(v[5]!.verdict).toBe('marginal');
    expect(one({ time: at(23), wind_speed_kmh: 1 })).toMatchObject({ verdict: 'unsuitable', reasons: ['wind_calm', 'inversion_window'] });
  });
});
