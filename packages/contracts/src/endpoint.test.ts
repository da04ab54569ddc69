import { describe, expect, it } from 'vitest';
import { allEndpoints, geographyEndpoints, learningZoneEndpoints } from './endpoints';
import { endpointUrl } from './endpoint';

describe('endpoint URLs', () => {
  it('fills path parameters (encoded) and appends the query in a stable order, leaving out empty values', () => {
    expect(endpointUrl(geographyEndpoints.farms.get, { id: 'a b/c' })).toBe('/api/farms/a%20b%2Fc/');
    expect(endpointUrl(geographyEndpoints.farms.list, {}, { search: 'نخيل', page: 2, region_id: undefined, farm_id: '' })).toBe(
      `/api/farms/?page=2&search=${encodeURIComponent('نخيل')}`,
    );
    // Repeated keys (a URLSearchParams or any list of pairs) keep their order within the key.
    const pairs: [string, string][] = [
      ['page_size', '20'],
      ['page', '1'],
      ['crop', 'a'],
      ['crop', 'b'],
    ];
    expect(endpointUrl(geographyEndpoints.farms.list, {}, pairs)).toBe('/api/farms/?crop=a&crop=b&page=1&page_size=20');
  });

  it('refuses a call without a path parameter instead of calling the wrong URL', () => {
    expect(() => endpointUrl(geographyEndpoints.cropFields.startSeason, {})).toThrow('missing path parameter id');
  });

  it('lists every declared endpoint once, each with a method, an /api path and who may call it', () => {
    const all = allEndpoints();
    expect(all.length).toBeGreaterThan(20);
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The learning zone's media are the one address the server serves without a trailing slash.
    const slashless = all.filter((e) => !e.path.endsWith('/')).map((e) => e.path);
    expect(slashless).toEqual([learningZoneEndpoints.media.path]);
    expect(all.every((e) => e.path.startsWith('/api/') && e.access)).toBe(true);
  });
});
