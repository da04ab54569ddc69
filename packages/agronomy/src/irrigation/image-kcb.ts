import { dayNumberOfIso } from '../et0/calendar';
import type { DualKcCrop } from '../dual-kc/dual-kc-types';
import { kcbFromNdvi } from '../satellite/crop-metrics';

/** The largest measured vegetation cover the dual balance takes (FAO-56 eq. 76 limits fc to 0.99). */
const MAX_CANOPY_COVER = 0.99;

/** The basal crop coefficient and vegetation cover a clear satellite image gives the dual balance from its day on. */
export interface ImageBasal {
  /** Day number of the image; the days from it on take its Kcb and cover. */
  day: number;
  /** The image's date, 'YYYY-MM-DD'. */
  date: string;
  /** Kcb = 1.44 NDVI − 0.10 (Campos et al. 2010), within the crop's Kc min … Kcb mid. */
  kcb: number;
  /** Vegetation cover fc, 0…0.99. */
  canopyCover: number;
}

/**
 * The image's Kcb and cover for the dual balance (FAO-56 chapter 7 with its remote-sensing follow-ups): Kcb from the
 * field's mean NDVI by the linear Kcb-NDVI relation Kcb = 1.44 NDVI − 0.10 of Campos, Neale, Calera, Balbontín &
 * González-Piqueras (2010, Agric. Water Manag. 98:45-54; Bausch & Neale 1987), kept within the crop's range: not
 * below its Kc min (bare dry soil, FAO-56 eq. 76) and not above its (climate adjusted) Kcb mid, the Kcb of a full,
 * unstressed canopy that Allen & Pereira (2009, "Estimating crop coefficients from fraction of ground cover and
 * height", Irrig. Sci. 28:17-34) take as the ceiling a sparser canopy's Kcb approaches. The cover fc is the one the
 * image measured (Carlson & Ripley 1997, `vegetationCoverFromNdvi`), which FAO-56 allows to be observed in place of
 * eq. 76. Null without an NDVI.
 */
export function imageBasalOf(crop: DualKcCrop, measured: { pct: number; date: string; ndvi?: number } | null | undefined): ImageBasal | null {
  if (!measured || measured.ndvi === undefined || !Number.isFinite(measured.ndvi)) return null;
  const low = Math.min(crop.kcMin ?? crop.kcbIni, crop.kcbMid);
  const kcb = Math.min(crop.kcbMid, Math.max(low, kcbFromNdvi(measured.ndvi)));
  return {
    day: dayNumberOfIso(measured.date, 'measuredCover.date'),
    date: measured.date,
    kcb,
    canopyCover: Math.min(MAX_CANOPY_COVER, Math.max(0, measured.pct / 100)),
  };
}
