import type { BandRasters, SatelliteBand } from '@rayyan/agronomy';
import { fieldCentre, gridOver, projectField, ringsBounds, utmEpsgAt, type FieldRaster, type SatelliteField, type SatelliteProvider, type SatelliteScene } from './satellite';

/**
 * Deterministic imagery for offline use and the demo (`SATELLITE_PROVIDER` unset): every 5 days (spec: Basic
 * 3-5 days) a raster at 10 m (3 m with HD imagery) from the field's border, crop and season, with spatial
 * texture and planted anomalies so every screen and finding can be shown: a degraded patch, a weedy corner,
 * a sudden drop after a missed irrigation, and some cloudy dates. Labelled "simulated imagery" wherever shown.
 */

const DAY_MS = 86_400_000;
export const SIMULATED_REVISIT_DAYS = 5;
/** Above this many pixels the grid is coarsened, so a huge border cannot cost unbounded memory. */
const MAX_PIXELS = 4_000_000;

/** Reflectance of bare desert soil and of a dense green canopy per band (typical Sentinel-2 L2A values). */
const SOIL: Record<SatelliteBand, number> = { blue: 0.14, green: 0.18, red: 0.24, rededge1: 0.27, nir: 0.3, nir08: 0.31, swir16: 0.38 };
const CANOPY: Record<SatelliteBand, number> = { blue: 0.03, green: 0.08, red: 0.04, rededge1: 0.13, nir: 0.48, nir08: 0.47, swir16: 0.2 };

/** FNV-1a hash of a text, 0 ≤ h < 2^32. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A value in [0, 1) from integers. */
function noise(seed: number, x: number, y: number): number {
  let h = Math.imul(seed ^ Math.imul(x, 0x27d4eb2d), 0x165667b1) ^ Math.imul(y, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Smooth value noise in [0, 1): bilinear between lattice points `cell` metres apart. */
function smoothNoise(seed: number, x: number, y: number, cell: number): number {
  const gx = x / cell;
  const gy = y / cell;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = gx - x0;
  const fy = gy - y0;
  const a = noise(seed, x0, y0) * (1 - fx) + noise(seed, x0 + 1, y0) * fx;
  const b = noise(seed, x0, y0 + 1) * (1 - fx) + noise(seed, x0 + 1, y0 + 1) * fx;
  return a * (1 - fy) + b * fy;
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

interface Season {
  start: number;
  end: number;
}

/** The crop field's seasons in day numbers (a season without a harvest date lasts 150 days). */
function seasonsOf(field: SatelliteField): Season[] {
  if (field.kind !== 'crop') return [];
  return field.seasons
    .map((s) => {
      const start = dayNumber(s.plantingDate);
      return { start, end: s.harvestDate ? dayNumber(s.harvestDate) : start + 150 };
    })
    .filter((s) => s.end > s.start);
}

/** The season holding a day, or null between seasons. */
function seasonOf(field: SatelliteField, day: number): Season | null {
  return seasonsOf(field).find((s) => day >= s.start && day <= s.end) ?? null;
}

/** The days of the planted sudden drops (a missed irrigation), one a season, a little past 55 % of it. */
export function simulatedDropDays(field: SatelliteField): number[] {
  return seasonsOf(field).map((s) => s.start + Math.round(0.55 * (s.end - s.start)) + (hashText(field.id) % 10));
}

/** True when `day` shows a planted drop (the two revisits from its day). */
function showsDrop(field: SatelliteField, day: number): boolean {
  return simulatedDropDays(field).some((d) => day >= d && day < d + 2 * SIMULATED_REVISIT_DAYS);
}

/** Green canopy cover (0-1) of the field as a whole on a day, before texture and anomalies. */
export function simulatedCanopyCover(field: SatelliteField, day: number): number {
  if (field.kind === 'tree') {
    // Palms and citrus keep their canopy; a small seasonal swing peaking in spring flush.
    return 0.38 + 0.06 * Math.sin(((day % 365.25) / 365.25) * 2 * Math.PI);
  }
  const season = seasonOf(field, day);
  if (!season) return 0.04;
  const s = (day - season.start) / (season.end - season.start);
  return 0.05 + 0.8 * smoothstep(0.05, 0.45, s) * (1 - 0.65 * smoothstep(0.8, 1, s));
}

export class SimulatedSatelliteProvider implements SatelliteProvider {
  readonly source = 'simulated' as const;

  async search(field: SatelliteField, from: string, to: string): Promise<SatelliteScene[]> {
    const phase = hashText(field.id) % SIMULATED_REVISIT_DAYS;
    const first = dayNumber(from);
    const last = dayNumber(to);
    const scenes: SatelliteScene[] = [];
    for (let day = first; day <= last; day++) {
      if ((day - phase) % SIMULATED_REVISIT_DAYS !== 0) continue;
      const date = isoOf(day);
      // The dates showing the planted drop stay clear, so the drop is seen.
      const cloud = showsDrop(field, day) ? 0.5 : noise(hashText(field.id), day, 7);
      scenes.push({
        id: `SIM_${date.replaceAll('-', '')}_${field.id.slice(0, 8)}`,
        date,
        datetime: `${date}T08:30:00Z`,
        source: 'simulated',
        cloudCover: Math.round(cloud < 0.12 ? 20 + cloud * 600 : cloud * 5),
        ref: { day, cloud },
      });
    }
    return scenes;
  }

  async read(scene: SatelliteScene, field: SatelliteField): Promise<FieldRaster> {
    const { day, cloud } = scene.ref as { day: number; cloud: number };
    const [lng, lat] = fieldCentre(field.geometry);
    const epsg = utmEpsgAt(lng, lat);
    const polygons = projectField(field.geometry, epsg);
    const bounds = ringsBounds(polygons);
    const areaM2 = (bounds[2] - bounds[0]) * (bounds[3] - bounds[1]);
    const resolutionM = Math.max(field.hd ? 3 : 10, Math.ceil(Math.sqrt(areaM2 / MAX_PIXELS)));
    const grid = gridOver(bounds, resolutionM);
    const { width, height } = grid;
    const pixels = width * height;
    const seed = hashText(field.id);
    const base = simulatedCanopyCover(field, day);
    const inSeason = seasonOf(field, day) !== null;
    const dropped = showsDrop(field, day);
    const [minX, minY, maxX, maxY] = bounds;
    const spanX = maxX - minX;
    const spanY = maxY - minY;
    const size = Math.min(spanX, spanY);
    // Degraded patch somewhere in the middle third, weeds in the north-east corner.
    const patch = { x: minX + spanX * (0.35 + 0.3 * noise(seed, 1, 1)), y: minY + spanY * (0.35 + 0.3 * noise(seed, 2, 2)), r: 0.16 * size };
    const corner = { x: maxX, y: maxY, r: 0.3 * size };
    // Partly cloudy (12 % of dates) or overcast (3 %): a blob of cloud drifting across the field.
    const cloudy = cloud < 0.12;
    const overcast = cloud < 0.03;
    const blob = { x: minX + spanX * noise(seed, day, 3), y: minY + spanY * noise(seed, day, 4), r: (0.35 + 0.3 * noise(seed, day, 5)) * size };

    const bands: BandRasters = {};
    const names = Object.keys(SOIL) as SatelliteBand[];
    for (const band of names) bands[band] = new Float32Array(pixels);
    const clear = new Uint8Array(pixels);
    for (let row = 0; row < height; row++) {
      const y = grid.originY - (row + 0.5) * resolutionM;
      for (let col = 0; col < width; col++) {
        const x = grid.originX + (col + 0.5) * resolutionM;
        const i = row * width + col;
        const texture = smoothNoise(seed, x, y, 60) - 0.5 + 0.4 * (noise(seed, Math.round(x), Math.round(y)) - 0.5);
        let cover = base * (1 + 0.18 * texture);
        if (base > 0.1 && Math.hypot(x - patch.x, y - patch.y) < patch.r) cover *= 0.5;
        if (Math.hypot(x - corner.x, y - corner.y) < corner.r) cover = inSeason ? Math.min(0.95, cover + 0.12) : Math.max(cover, 0.3 + 0.1 * texture);
        if (dropped) cover *= 0.68;
        cover = Math.min(0.97, Math.max(0, cover));
        // Less leaf water after the missed irrigation: SWIR rises (NDMI falls) beyond the cover loss.
        const stress = dropped ? 0.06 : 0;
        for (const band of names) bands[band]![i] = cover * CANOPY[band] + (1 - cover) * SOIL[band] + (band === 'swir16' ? stress : 0) + 0.004 * texture;
        clear[i] = overcast || (cloudy && Math.hypot(x - blob.x, y - blob.y) < blob.r) ? 0 : 1;
      }
    }
    return { crs: `EPSG:${epsg}`, grid, bands, clear, polygons, bytesRead: 0 };
  }
}
