/** Area of one feddan in square metres (Egyptian feddan, 4,200.83 m²). */
export const FEDDAN_M2 = 4200.83;
/** Area of one hectare in square metres. */
export const HECTARE_M2 = 10_000;

/** Square metres to feddan. */
export function m2ToFeddan(areaM2: number): number {
  return areaM2 / FEDDAN_M2;
}

/** Square metres to hectares. */
export function m2ToHectare(areaM2: number): number {
  return areaM2 / HECTARE_M2;
}

/** Feddan to square metres. */
export function feddanToM2(areaFeddan: number): number {
  return areaFeddan * FEDDAN_M2;
}

/** Hectares to square metres. */
export function hectareToM2(areaHectare: number): number {
  return areaHectare * HECTARE_M2;
}

/** The three areas the product shows for one geometry. */
export function areaInAllUnits(areaM2: number): { areaM2: number; areaFeddan: number; areaHectare: number } {
  return { areaM2, areaFeddan: m2ToFeddan(areaM2), areaHectare: m2ToHectare(areaM2) };
}

/**
 * A water depth over one feddan as a volume: 1 mm over 1 m² is 1 litre, so
 * depth (mm) × area (m²) / 1000 gives cubic metres.
 */
export function mmToM3PerFeddan(waterMm: number): number {
  return (waterMm * FEDDAN_M2) / 1000;
}

/** A water depth over the ground area one tree occupies, in litres per tree (1 mm × 1 m² = 1 L). */
export function mmToLitresPerTree(waterMm: number, areaPerTreeM2: number): number {
  return waterMm * areaPerTreeM2;
}

/** A water depth over one hectare as a volume in cubic metres (1 mm over 10,000 m² = 10 m³). */
export function mmToM3PerHectare(waterMm: number): number {
  return (waterMm * HECTARE_M2) / 1000;
}

/** A water depth (mm) over an area (m²) as a volume in cubic metres (1 mm × 1 m² = 1 L). */
export function mmToM3(waterMm: number, areaM2: number): number {
  return (waterMm * areaM2) / 1000;
}
