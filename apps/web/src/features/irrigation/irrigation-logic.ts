import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { IrrigationAdviceRecord, IrrigationExplanation, IrrigationHistoryDay, IrrigationStatus, PivotRunRecord } from '@rayyan/contracts';
import { isolatedT } from './isolated-text';
import { seededName } from '../../shared/seeded-names';

/** `YYYY-MM-DD` of a local day. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function numberFormat(language: string, digits = 1): Intl.NumberFormat {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** "Mon 3 Jun 2026" of a calendar date `YYYY-MM-DD` (formatted in UTC so the day never shifts). */
export function dayLabel(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Which status action a field offers: an active field can be held (until a day ≥ today); a held field
 * can be resumed. A hold whose day has passed is treated as active by the server, and here as well.
 */
export function statusActions(status: IrrigationStatus['status'], holdTill: string | null, today: string): { held: boolean; canHold: boolean; canResume: boolean } {
  const held = status === 'on_hold' && (holdTill === null || holdTill >= today);
  return { held, canHold: !held, canResume: held };
}

/** The error key of a "hold until" day, or null when it may be sent (a day from today on). */
export function holdDateError(until: string, today: string): 'status.hold_date_required' | 'status.hold_date_past' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) return 'status.hold_date_required';
  return until < today ? 'status.hold_date_past' : null;
}

type SentenceKey =
  | 'et0'
  | 'probe'
  | 'soil'
  | 'leaching'
  | 'water_warnings'
  | 'kc'
  | 'kc_climate'
  | 'profile'
  | 'surface'
  | 'etc'
  | 'split'
  | 'depletion'
  | 'refill'
  | 'advice'
  | 'factor'
  | 'per_tree'
  | 'pivot'
  | 'pivot_run'
  | 'pivot_sectors';

/** One step of the explanation; names in it are isolated (`<bdi>`), so the text is a node. */
export interface ExplanationSentence {
  key: SentenceKey;
  text: ReactNode;
}

/** A center pivot's run in words: its capacity and full-speed revolution, then the speed setting and passes for the water. */
function pivotSentences(run: PivotRunRecord, requiredMm: number, t: TFunction, language: string): ExplanationSentence[] {
  const nf = numberFormat(language, 1);
  const nf0 = numberFormat(language, 0);
  const at = { speed: nf0.format(run.speed_pct), hours: nf.format(run.hours_per_revolution), depth: nf.format(run.depth_per_pass_mm), water: nf.format(requiredMm) };
  const runText =
    run.passes > 1
      ? t('explanation.pivot_passes', { ...at, passes: nf0.format(run.passes), max: nf.format(run.max_depth_per_pass_mm), why: t(`explanation.pivot_why_${run.limited_by}`) })
      : run.speed_pct === 100 && run.applied_mm > requiredMm + 0.05
        ? t('explanation.pivot_full_speed', at)
        : t('explanation.pivot_one_pass', at);
  return [
    {
      key: 'pivot',
      text: t('explanation.pivot', { m3h: nf0.format(run.capacity_m3_h), mmDay: nf.format(run.capacity_mm_day), hours100: nf.format(run.hours_per_revolution_at_100), depth100: nf.format(run.depth_at_100_mm) }),
    },
    { key: 'pivot_run', text: runText },
    ...(run.hours_per_sector === null ? [] : [{ key: 'pivot_sectors' as const, text: t('explanation.pivot_sectors', { count: run.sectors, hours: nf.format(run.hours_per_sector) }) }]),
  ];
}

/**
 * The dual crop coefficient's steps (FAO-56 chapter 7), when the advice used it: how much of the surface is wet and
 * exposed, Ke, ETc = ET0 (Kcb + Ke), and its split into transpiration T and soil evaporation E (mm/day).
 */
function dualSentences(e: IrrigationExplanation, t: TFunction, language: string): { surface: ExplanationSentence[]; etc: ExplanationSentence[] } {
  const nf = numberFormat(language, 1);
  const nf2 = numberFormat(language, 2);
  const pct = (v: number | null) => numberFormat(language, 0).format((v ?? 0) * 100);
  return {
    surface: [
      {
        key: 'surface',
        text: t('explanation.surface', { fw: pct(e.wetted_fraction), fc: pct(e.canopy_cover), few: pct(e.exposed_wetted_fraction), ke: nf2.format(e.ke ?? 0) }),
      },
    ],
    etc: [
      { key: 'etc', text: t('explanation.etc_dual', { et0: nf.format(e.et0_mm), kcb: nf2.format(e.kcb ?? 0), ke: nf2.format(e.ke ?? 0), etc: nf.format(e.etc_mm) }) },
      { key: 'split', text: t('explanation.split', { t: nf.format(e.transpiration_mm ?? 0), e: nf.format(e.evaporation_mm ?? 0), ks: nf2.format(e.ks) }) },
    ],
  };
}

/**
 * The chain ET0 → Kc → ETc → depletion → advice in plain words, one sentence per step, in the
 * current language of `t` (the `irrigation` namespace). With the dual crop coefficient the Kc step gives the basal
 * Kcb, and the surface's wetting, Ke and the split into transpiration and evaporation follow.
 */
/**
 * The lab samples' steps: the soil type a soil sample's texture set, and the leaching requirement (FAO-29) a water
 * sample's EC adds to the gross depth: gross = net / ((1 − LR) × efficiency).
 */
function labSentences(e: IrrigationExplanation, t: TFunction, language: string): ExplanationSentence[] {
  const nf = numberFormat(language, 1);
  const nf2 = numberFormat(language, 2);
  const out: ExplanationSentence[] = [];
  if (e.soil_sample) {
    const soil = e.soil_sample;
    out.push({ key: 'soil', text: isolatedT(t, 'explanation.soil_sample', { code: soil.code, texture: t(`texture.${soil.texture_class}`), soil: t(`settings.soil.${soil.soil_type}`) }, ['code']) });
  }
  if (e.leaching) {
    const l = e.leaching;
    const gross = l.net_depth_mm / ((1 - l.leaching_requirement) * l.efficiency);
    const values = { ecw: nf2.format(l.ecw_ds_m), ece: nf.format(l.threshold_ece_ds_m), lr: nf2.format(l.leaching_requirement), net: nf.format(l.net_depth_mm), eff: nf2.format(l.efficiency), gross: nf.format(gross), code: l.sample_code ?? '' };
    out.push({ key: 'leaching', text: isolatedT(t, l.sample_code ? 'explanation.leaching' : 'explanation.leaching_no_code', values, ['code']) });
  }
  if (e.water_warnings.length) out.push({ key: 'water_warnings', text: e.water_warnings.map((w) => t(`explanation.water_warning.${w}`)).join(' ') });
  return out;
}

export function explanationSentences(
  explanation: IrrigationExplanation,
  advice: IrrigationAdviceRecord | null,
  status: Pick<IrrigationStatus, 'status' | 'hold_till'> & Partial<Pick<IrrigationStatus, 'field_kind'>>,
  t: TFunction,
  language: string,
): ExplanationSentence[] {
  const nf = numberFormat(language, 1);
  const nf2 = numberFormat(language, 2);
  const e = explanation;
  const common = { et0: nf.format(e.et0_mm), kc: nf2.format(e.kc), etc: nf.format(e.etc_mm) };
  const crop = t(`fao_crops.${e.crop}`, { defaultValue: e.crop });
  const dual = e.kcb !== null ? dualSentences(e, t, language) : null;
  // Trees are established: their Kc follows the season, not days after planting.
  // A Kcb measured on a recent clear satellite image is named by the image's date.
  const fromImage = dual && e.kcb_source === 'image' && e.kcb_image_date;
  const kcKey = fromImage ? 'explanation.kcb_image' : `explanation.${dual ? 'kcb' : 'kc'}${e.days_after_planting >= 0 && status.field_kind !== 'tree' ? '' : '_no_days'}`;
  const sentences: ExplanationSentence[] = [
    { key: 'et0', text: t('explanation.et0', { date: dayLabel(e.date, language), et0: common.et0 }) },
    { key: 'kc', text: isolatedT(t, kcKey, { crop, days: nf.format(e.days_after_planting), kc: common.kc, kcb: nf2.format(e.kcb ?? 0), date: fromImage ? dayLabel(fromImage, language) : '' }, ['crop']) },
    ...(e.kc_climate
      ? [{ key: 'kc_climate' as const, text: t(dual ? 'explanation.kcb_climate' : 'explanation.kc_climate', { rh: nf.format(e.kc_climate.rh_min_pct), u2: nf.format(e.kc_climate.u2_ms) }) }]
      : []),
    ...(e.growth_profile || e.kc_profile
      ? [
          {
            key: 'profile' as const,
            // A profile still named as seeded ("FAO-56 Winter wheat (non-frozen soil)") reads in the reader's language.
            text: isolatedT(
              t,
              'explanation.profile',
              {
                growth: e.growth_profile ? seededName(e.growth_profile, t, language) : t('explanation.fao_table'),
                kc: e.kc_profile ? seededName(e.kc_profile, t, language) : t('explanation.fao_table'),
              },
              ['growth', 'kc'],
            ),
          },
        ]
      : []),
    ...(dual ? [...dual.surface, ...dual.etc] : [{ key: 'etc' as const, text: t('explanation.etc', common) }]),
    {
      key: 'depletion',
      text: t('explanation.depletion', { depletion: nf.format(e.depletion_mm), taw: nf.format(e.taw_mm), raw: nf.format(e.raw_mm), ks: nf2.format(e.ks) }),
    },
    // A soil moisture probe in the field: the measured depletion the advice used, against the modelled one (issue #15).
    ...(e.soil_moisture
      ? [
          {
            key: 'probe' as const,
            text: t('explanation.probe', {
              depths: e.soil_moisture.depths_cm.map((d) => numberFormat(language, 0).format(d)).join(language.startsWith('ar') ? '، ' : ', '),
              date: dayLabel(e.soil_moisture.date, language),
              measured: nf.format(e.soil_moisture.measured_depletion_mm),
              modelled: nf.format(e.soil_moisture.modelled_depletion_mm),
            }),
          },
        ]
      : []),
  ];
  // Fields refill before RAW when RAW would be more than the allowed days of water use.
  const refillAt = e.refill_at_mm ?? e.raw_mm;
  if (e.refill_at_mm !== null && e.refill_at_mm < e.raw_mm) sentences.push({ key: 'refill', text: t('explanation.refill', { refill: nf.format(e.refill_at_mm) }) });
  sentences.push(...labSentences(e, t, language));
  if (status.status === 'on_hold') {
    sentences.push({ key: 'advice', text: t('explanation.advice_hold') });
  } else if (advice) {
    const water = nf.format(advice.required_water_mm);
    sentences.push(
      advice.irrigate_today
        ? { key: 'advice', text: t('explanation.advice_irrigate', { water }) }
        : {
            key: 'advice',
            text: t('explanation.advice_wait', {
              left: nf.format(Math.max(0, refillAt - e.depletion_mm)),
              date: dayLabel(advice.target_irrigation_date, language),
              water,
            }),
          },
    );
    if (advice.pivot_run) sentences.push(...pivotSentences(advice.pivot_run, advice.required_water_mm, t, language));
    if (advice.irrigation_factor_pct !== 100) sentences.push({ key: 'factor', text: t('explanation.factor', { pct: nf.format(advice.irrigation_factor_pct) }) });
    if (advice.water_per_tree_litres !== null && advice.trees !== null) {
      sentences.push({
        key: 'per_tree',
        text: t('explanation.per_tree', { trees: numberFormat(language, 0).format(advice.trees), litres: nf.format(advice.water_per_tree_litres), duration: advice.duration_hhmm }),
      });
    }
  }
  return sentences;
}

/** The irrigation bars of the days: logged (what happened) apart from the refills assumed where nothing was logged. */
export function irrigationBars(days: readonly IrrigationHistoryDay[]): { logged: (number | null)[]; assumed: (number | null)[] } {
  return {
    logged: days.map((d) => (d.irrigation_assumed || d.irrigation_mm <= 0 ? null : d.irrigation_mm)),
    assumed: days.map((d) => (d.irrigation_assumed && d.irrigation_mm > 0 ? d.irrigation_mm : null)),
  };
}
