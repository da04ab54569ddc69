/** A soil texture class with its FAO-56 Table 19 volumetric water contents (m³/m³). */
export interface Fao56Soil {
  /** Stable identifier. */
  id: string;
  /** Texture class name. */
  name: string;
  /** Field capacity θFC range and representative mid value. */
  fieldCapacity: { min: number; max: number; mid: number };
  /** Wilting point θWP range and representative mid value. */
  wiltingPoint: { min: number; max: number; mid: number };
  /** Available water θFC − θWP range and representative mid value (FAO-56 Table 19). */
  availableWater: { min: number; max: number; mid: number };
  /** Readily evaporable water REW of the surface layer, mm, range and mid value (FAO-56 Table 19, stage 1 evaporation). */
  readilyEvaporableWaterMm: { min: number; max: number; mid: number };
}

const range = (min: number, max: number): { min: number; max: number; mid: number } => ({ min, max, mid: Math.round(((min + max) / 2) * 1000) / 1000 });

/**
 * Typical soil water characteristics for soil texture classes, FAO-56 Table 19 (volumetric, m³/m³, and the readily
 * evaporable water REW in mm), with the mid value of each range as a representative default.
 */
export const FAO56_SOILS: Readonly<Record<string, Fao56Soil>> = Object.freeze({
  sand: { id: 'sand', name: 'Sand', fieldCapacity: range(0.07, 0.17), wiltingPoint: range(0.02, 0.07), availableWater: range(0.05, 0.11), readilyEvaporableWaterMm: range(2, 7) },
  loamy_sand: { id: 'loamy_sand', name: 'Loamy sand', fieldCapacity: range(0.11, 0.19), wiltingPoint: range(0.03, 0.1), availableWater: range(0.06, 0.12), readilyEvaporableWaterMm: range(4, 8) },
  sandy_loam: { id: 'sandy_loam', name: 'Sandy loam', fieldCapacity: range(0.18, 0.28), wiltingPoint: range(0.06, 0.16), availableWater: range(0.11, 0.15), readilyEvaporableWaterMm: range(6, 10) },
  loam: { id: 'loam', name: 'Loam', fieldCapacity: range(0.2, 0.3), wiltingPoint: range(0.07, 0.17), availableWater: range(0.13, 0.18), readilyEvaporableWaterMm: range(8, 10) },
  clay: { id: 'clay', name: 'Clay', fieldCapacity: range(0.32, 0.4), wiltingPoint: range(0.2, 0.24), availableWater: range(0.12, 0.2), readilyEvaporableWaterMm: range(8, 12) },
});
