import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { fao56ProfileName, POLICY_TEMPLATE_KEYS, SEEDED_POLICY_NAMES, type PolicyTemplate } from '@rayyan/contracts';

/**
 * Names the organisation did not type: the seed writes them in English (the FAO-56 growth and KC profiles every
 * organisation gets, the demo's policies). While a row still carries its seeded name it reads in the reader's
 * language; a name the organisation edited (anything else) reads as typed.
 */
type Seeded = { kind: 'fao56_profile'; crop: string } | { kind: 'policy'; template: PolicyTemplate };

const SEEDED = new Map<string, Seeded>([
  ...Object.values(FAO56_CROPS).map((crop): [string, Seeded] => [fao56ProfileName(crop), { kind: 'fao56_profile', crop: crop.id }]),
  ...POLICY_TEMPLATE_KEYS.map((template): [string, Seeded] => [SEEDED_POLICY_NAMES[template], { kind: 'policy', template }]),
]);

/**
 * The name in `language`: a seeded name translated (the crop's name from the `crops` namespace, or the irrigation
 * pages' own crop names, whichever is loaded), any other as it is.
 */
export function seededName(name: string, t: TFunction, language: string): string {
  const seeded = SEEDED.get(name);
  if (!seeded || language === 'en') return name;
  if (seeded.kind === 'policy') return t(`settings:seeded_policies.${seeded.template}`, { defaultValue: name });
  const crop = t([`crops:crop_names.${seeded.crop}`, `irrigation:fao_crops.${seeded.crop}`], { defaultValue: '' });
  return crop ? t('common:seeded_fao56_profile', { crop, defaultValue: name }) : name;
}

/** {@link seededName} in the current language. */
export function useSeededName(): (name: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback((name: string) => seededName(name, t, i18n.language), [t, i18n.language]);
}
