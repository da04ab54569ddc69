import { FAO56_CROPS, type Fao56Crop } from './fao56-crops';

/** A field's crop name (as farms write it) → FAO56_CROPS id; wheat is resolved by season. */
const CROP_IDS: Readonly<Record<string, string>> = {
  alfalfa: 'alfalfa_averaged',
  maize: 'maize_grain',
  corn: 'maize_grain',
  potato: 'potato',
  potatoes: 'potato',
  onion: 'onion_dry',
  onions: 'onion_dry',
  tomato: 'tomato',
  sugar_beet: 'sugar_beet',
  olive: 'olives',
  olives: 'olives',
  date_palm: 'date_palm',
  // Tree fields: citrus without ground cover at 50 % canopy is the middle row of FAO-56 Table 12.
  citrus: 'citrus_50_no_cover',
};

/** Maps a field's crop name to an FAO56_CROPS entry (wheat by season), or null for an unknown crop. */
export function fao56CropOf(crop: string, season: string | null): Fao56Crop | null {
  const name = crop.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const id = name === 'wheat' ? (season === 'winter' ? 'winter_wheat' : 'spring_wheat') : (CROP_IDS[name] ?? name);
  return FAO56_CROPS[id] ?? null;
}
