import type { TFunction } from 'i18next';

/** A contract's values as the options of a choice (a select, a filter), each named by its key in an i18n group (`salary_periods` → `salary_periods.monthly`). */
export function choiceOptions(t: TFunction, values: readonly string[], group: string): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: t(`${group}.${value}`) }));
}
