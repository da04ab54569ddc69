import type { PestRecord } from '@rayyan/contracts';

type Bilingual = 'name' | 'symptoms' | 'threshold' | 'treatments';

/** A catalogue text in the reader's language, or in the other one when only that one was written. */
export function pestText(pest: Pick<PestRecord, `${Bilingual}_en` | `${Bilingual}_ar`>, field: Bilingual, language: string): string {
  const [own, other] = language.startsWith('ar') ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  return pest[`${field}_${own}`] ?? pest[`${field}_${other}`] ?? '';
}

/** An observation's pest name in the reader's language (or the other one). */
export function observedPestName(o: { pest_name_en: string | null; pest_name_ar: string | null }, language: string): string {
  return (language.startsWith('ar') ? (o.pest_name_ar ?? o.pest_name_en) : (o.pest_name_en ?? o.pest_name_ar)) ?? '';
}

/** Month numbers (1-12) sorted, as runs (`[[3, 5], [10, 11]]`), so a season reads "Mar–May, Oct–Nov"; a run can wrap past December. */
export function monthRuns(months: readonly number[]): [number, number][] {
  const set = [...new Set(months)].filter((m) => m >= 1 && m <= 12).sort((a, b) => a - b);
  if (set.length === 0 || set.length === 12) return [];
  const runs: [number, number][] = [];
  for (const m of set) {
    const last = runs.at(-1);
    if (last && m === last[1] + 1) last[1] = m;
    else runs.push([m, m]);
  }
  // December running into January: the first run continues the last one.
  if (runs.length > 1 && runs[0]![0] === 1 && runs.at(-1)![1] === 12) {
    const first = runs.shift()!;
    runs.at(-1)![1] = first[1];
  }
  return runs;
}
