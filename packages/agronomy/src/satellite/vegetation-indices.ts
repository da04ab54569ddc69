/**
 * Spectral vegetation and water indices of Sentinel-2 surface reflectance (0-1, after the item's scale and
 * offset). Each returns NaN where an input is missing (NaN) or the denominator is zero, never a made-up number.
 *
 * Band names follow the STAC `eo:bands` common names of Sentinel-2 L2A:
 * blue B02, green B03, red B04, rededge1 B05 (705 nm), nir B08 (842 nm, 10 m), nir08 B8A (865 nm, 20 m),
 * swir16 B11 (1610 nm).
 */

/** The indices the product offers (spec: default sensing index NDVI). */
export const SATELLITE_INDICES = ['ndvi', 'ndre', 'ndmi', 'ndwi', 'savi', 'evi', 'gndvi'] as const;
export type SatelliteIndex = (typeof SATELLITE_INDICES)[number];

/** Bands an index reads. */
export const SATELLITE_BANDS = ['blue', 'green', 'red', 'rededge1', 'nir', 'nir08', 'swir16'] as const;
export type SatelliteBand = (typeof SATELLITE_BANDS)[number];

/** Reflectance of each band at one pixel. */
export type BandReflectance = Record<SatelliteBand, number>;

function normalisedDifference(a: number, b: number): number {
  const sum = a + b;
  return sum === 0 ? NaN : (a - b) / sum;
}

/** NDVI = (NIR − Red) / (NIR + Red). Rouse, Haas, Schell & Deering (1974), NASA SP-351, "Monitoring vegetation systems in the Great Plains with ERTS". */
export function ndvi(nir: number, red: number): number {
  return normalisedDifference(nir, red);
}

/**
 * NDRE = (NIR − RedEdge) / (NIR + RedEdge), with Sentinel-2 B8A and B05. Gitelson & Merzlyak (1994), J. Plant Physiol. 143:286-292;
 * Barnes et al. (2000), "Coincident detection of crop water stress, nitrogen status and canopy density using ground-based multispectral data".
 */
export function ndre(nir08: number, rededge1: number): number {
  return normalisedDifference(nir08, rededge1);
}

/** NDMI = (NIR − SWIR1) / (NIR + SWIR1), with B8A and B11. Gao (1996), Remote Sens. Environ. 58:257-266 (the NDWI of leaf water); Wilson & Sader (2002) named it NDMI. */
export function ndmi(nir08: number, swir16: number): number {
  return normalisedDifference(nir08, swir16);
}

/** NDWI = (Green − NIR) / (Green + NIR), open water above 0. McFeeters (1996), Int. J. Remote Sens. 17(7):1425-1432. */
export function ndwi(green: number, nir: number): number {
  return normalisedDifference(green, nir);
}

/** Soil adjustment factor L of SAVI for intermediate vegetation cover (Huete 1988). */
export const SAVI_L = 0.5;

/** SAVI = (1 + L)(NIR − Red) / (NIR + Red + L), L = 0.5. Huete (1988), Remote Sens. Environ. 25:295-309. */
export function savi(nir: number, red: number, l: number = SAVI_L): number {
  const denominator = nir + red + l;
  return denominator === 0 ? NaN : ((1 + l) * (nir - red)) / denominator;
}

/** EVI = G (NIR − Red) / (NIR + C1 Red − C2 Blue + L), G 2.5, C1 6, C2 7.5, L 1. Huete et al. (2002), Remote Sens. Environ. 83:195-213, eq. 4 (MODIS coefficients). */
export function evi(nir: number, red: number, blue: number): number {
  const denominator = nir + 6 * red - 7.5 * blue + 1;
  return denominator === 0 ? NaN : (2.5 * (nir - red)) / denominator;
}

/** GNDVI = (NIR − Green) / (NIR + Green). Gitelson, Kaufman & Merzlyak (1996), Remote Sens. Environ. 58:289-298. */
export function gndvi(nir: number, green: number): number {
  return normalisedDifference(nir, green);
}

/** The bands each index reads, so a reader fetches only those. */
export const INDEX_BANDS: Record<SatelliteIndex, readonly SatelliteBand[]> = {
  ndvi: ['nir', 'red'],
  ndre: ['nir08', 'rededge1'],
  ndmi: ['nir08', 'swir16'],
  ndwi: ['green', 'nir'],
  savi: ['nir', 'red'],
  evi: ['nir', 'red', 'blue'],
  gndvi: ['nir', 'green'],
};

/** One index at one pixel from its bands' reflectance. */
export function indexValue(index: SatelliteIndex, b: Pick<BandReflectance, SatelliteBand>): number {
  switch (index) {
    case 'ndvi':
      return ndvi(b.nir, b.red);
    case 'ndre':
      return ndre(b.nir08, b.rededge1);
    case 'ndmi':
      return ndmi(b.nir08, b.swir16);
    case 'ndwi':
      return ndwi(b.green, b.nir);
    case 'savi':
      return savi(b.nir, b.red);
    case 'evi':
      return evi(b.nir, b.red, b.blue);
    case 'gndvi':
      return gndvi(b.nir, b.green);
  }
}

/** Bands of a raster, one value per pixel (NaN = no data); absent bands read as NaN. */
export type BandRasters = Partial<Record<SatelliteBand, Float32Array>>;

/** The index over every pixel of `bands` (`pixels` long); NaN where a band is absent or has no data. */
export function indexRaster(index: SatelliteIndex, bands: BandRasters, pixels: number): Float32Array {
  const out = new Float32Array(pixels);
  const missing = INDEX_BANDS[index].some((band) => !bands[band]);
  if (missing) return out.fill(NaN);
  const at = (band: SatelliteBand, i: number) => bands[band]?.[i] ?? NaN;
  const pixel = {} as BandReflectance;
  for (let i = 0; i < pixels; i++) {
    for (const band of INDEX_BANDS[index]) pixel[band] = at(band, i);
    out[i] = indexValue(index, pixel);
  }
  return out;
}
