/**
 * Sentinel-2 L2A scene classification (SCL) as written by Sen2Cor (ESA, "Sen2Cor Configuration and User Manual",
 * S2-PDGS-MPC-L2A-SUM, table "Scene Classification Values"): 0 no data, 1 saturated or defective, 2 dark area
 * pixels, 3 cloud shadows, 4 vegetation, 5 not vegetated, 6 water, 7 unclassified, 8 cloud medium probability,
 * 9 cloud high probability, 10 thin cirrus, 11 snow or ice.
 */

/** Classes whose pixels are masked: no data, defective, cloud shadow, clouds, cirrus and snow. */
export const MASKED_SCL_CLASSES: ReadonlySet<number> = new Set([0, 1, 3, 8, 9, 10, 11]);

/** True when a pixel of this SCL class shows the ground clearly. */
export function isClearScl(sclClass: number): boolean {
  return Number.isInteger(sclClass) && sclClass >= 0 && sclClass <= 11 && !MASKED_SCL_CLASSES.has(sclClass);
}

/**
 * Below this share of clear pixels over the field an image date is kept but flagged as cloudy and not used for
 * findings. A product constant chosen here, not a published threshold.
 */
export const MIN_CLEAR_FRACTION = 0.6;
