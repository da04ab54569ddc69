import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FAO56_CROP_IDS } from '@rayyan/contracts';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';
import { useFormat } from '../../app/i18n/format';

/** Renders a page once the lazy `crops` messages are loaded in the current language. */
export const withCropsI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['crops'], Inner);

/** The FAO-56 crops as select options with their translated names, in alphabetical order of the language. */
export function useCropOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('crops');
  const collator = useFormat().collator();
  return FAO56_CROP_IDS.map((id) => ({ value: id, label: t(`crop_names.${id}`) })).sort((a, b) => collator.compare(a.label, b.label));
}
