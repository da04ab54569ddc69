// `npm run bench satellite` (issue #13): the STAC adapter on the local test scene (S2A 29RKH 2020-02-19, served with
// range requests by the test server on loopback). 1) One field, read to result (search excluded): COG headers and
// the window's tiles of the 7 bands and SCL, resampling, the 7 indices' statistics and the raster's encoding.
// 2) One scene over 1,000 fields: fields per second, bytes read per field, peak memory. The test scene is decimated
// ×10 (its "10 m" bands have 100 m pixels), so a 50 ha field is 50 pixels here; a 5,000 ha field has the pixel count
// of a 50 ha field at 10 m (5,000), and is timed too.
import proj4 from 'proj4';
import type { Polygon } from 'geojson';
import { startStacTestServer } from '../../apps/server/src/ports/satellite-fixtures/stac-test-server';
import { StacSatelliteProvider } from '../../apps/server/src/ports/stac-satellite';
import type { SatelliteField } from '../../apps/server/src/ports/satellite';
import { fieldImageSummary } from '../../apps/server/src/modules/satellite/field-image-summary';

const UTM29N = '+proj=utm +zone=29 +datum=WGS84 +units=m +no_defs';
const squareField = (id: string, x: number, y: number, sideM: number): SatelliteField => {
  const corners = [[x, y], [x + sideM, y], [x + sideM, y + sideM], [x, y + sideM], [x, y]].map(([a, b]) => proj4(UTM29N, 'EPSG:4326', [a!, b!]) as [number, number]);
  return { id, geometry: { type: 'Polygon', coordinates: [corners] } as Polygon, hd: false, crop: 'wheat', kind: 'crop', seasons: [] };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startStacTestServer();
const provider = new StacSatelliteProvider({ apiUrl: server.apiUrl });
try {
  const probe = squareField('probe', 230_000, 2_750_000, 707);
  const [scene] = await provider.search(probe, '2020-02-19', '2020-02-19');
  if (!scene) throw new Error('the test scene was not found');

  for (const [label, side] of [['50 ha (50 pixels of 100 m)', 707], ['5,000 ha (5,000 pixels, as 50 ha at 10 m)', 7_071]] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 15; i++) {
      const field = squareField(`f${i}`, 210_000 + i * 6_000, 2_700_000 + (i % 5) * 12_000, side);
      const started = performance.now();
      const raster = await provider.read(scene, field);
      fieldImageSummary(raster);
      times.push(performance.now() - started);
      bytes += raster.bytesRead;
    }
    console.log(`one field, ${label}, read to result: median ${median(times).toFixed(1)} ms (target 50 ms), ${Math.round(bytes / 15 / 1024)} KB read per field`);
  }

  const count = 1_000;
  let bytes = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    // 1,000 fields of 50 ha on a 40 × 25 lattice over the tile.
    const field = squareField(`m${i}`, 205_000 + (i % 40) * 2_600, 2_700_000 + Math.floor(i / 40) * 3_900, 707);
    const raster = await provider.read(scene, field);
    fieldImageSummary(raster);
    bytes += raster.bytesRead;
    if (i % 50 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`one scene over ${count} fields of 50 ha: ${(count / seconds).toFixed(1)} fields/s, ${Math.round(bytes / count / 1024)} KB read per field, peak RSS ${Math.round(peakRss / 1024 / 1024)} MB`);
} finally {
  await server.close();
}
