import { addDaysIso, type BasalCropCoefficients, type Fao56Crop } from '@rayyan/agronomy';
import {
  V,
  type IrrigationFieldKind,
  type CreateIrrigationLog,
  type IrrigationHistoryDay,
  type IrrigationOverviewItem,
  type IrrigationLog,
  type IrrigationStatus,
  type UpdateIrrigationSettings,
} from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { PastWeather, PastWeatherSource } from './past-weather';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import type { Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import { DEFAULT_REPLAY_DAYS, fao56CropOf, MAX_REPLAY_DAYS, runIrrigationEngine, type BalanceWeatherDay, type EngineResult, type LabInputs } from './irrigation.engine';
import type { IrrigationField, IrrigationRepository, SettingsRow, SettingsWrite } from './irrigation.repository';
import { logRecord, settingsOf, storedSettingsOf } from './irrigation-records';
import { dailyClimate, type DayClimate } from './daily-climate';
import { seasonNoAdviceReason, shownAdvice, systemOf, wettingOf } from './advice-state';

const HOUR_MS = 3_600_000;

/** Repositories of one irrigation write (bound to its transaction). */
export interface IrrigationRepos {
  irrigation: IrrigationRepository;
  activity: Pick<ActivityRepository, 'record'>;
}

/** A crop of the engine from the organisation's profiles, with their names (shown in the explanation). */
export type CropProfileResolver = (field: {
  crop: string;
  variety: string | null;
  season: string | null;
}) => { crop: Fao56Crop; growthProfile: string | null; kcProfile: string | null; climateAdjustment: boolean; basal: BasalCropCoefficients | null } | null;
/** Loads an organisation's profiles once and resolves any number of its fields (the nightly job reuses it per organisation). */
export type CropProfileResolvers = (orgId: string) => Promise<CropProfileResolver>;

/**
 * Irrigation advisory service. Weather of the balance: ET0 and rain of the farm's stored forecast days
 * (today and the days it still holds); past days the stored forecast no longer covers come from the
 * configured provider's history, and from the simulated provider where it has none (`pastWeather`), each day
 * labelled `simulated` or not. The past weather of a place is kept for hours, so page requests reuse what
 * the nightly run loaded.
 */
export function createIrrigationService({
  repo,
  clock,
  pastWeather,
  cropProfiles,
  labInputs,
  vegetationCover,
  soilMoisture,
  transaction,
  log,
}: {
  repo: IrrigationRepository;
  /** Writes and their activity-log rows commit together. */
  transaction: Transaction<IrrigationRepos>;
  clock: Clock;
  /** Past days the stored forecast no longer covers: the configured provider, simulated where it has none. */
  pastWeather: PastWeatherSource;
  /** The organisation's growth and KC profiles for a crop (and variety); null falls back to the FAO-56 table. */
  cropProfiles?: CropProfileResolvers;
  /** The field's latest lab samples: a water sample's EC (leaching, FAO-29) and the soil sample that set its soil type. */
  labInputs?: (orgId: string, fieldId: string) => Promise<LabInputs>;
  /** The cover measured on the field's latest clear satellite image (the data quality follows it), or null. */
  vegetationCover?: (orgId: string, kind: IrrigationFieldKind, fieldId: string, today: string) => Promise<{ pct: number; date: string; ndvi?: number } | null>;
  /** The field's soil moisture probes over their last day up to today (the measured depletion replaces the modelled), or null. */
  soilMoisture?: (orgId: string, fieldId: string, today: string) => Promise<{ layers: { depthCm: number; thetaPct: number }[]; date: string } | null>;
  log?: { warn(obj: object, msg: string): void };
}) {
  const fieldOf = async (orgId: string, kind: IrrigationFieldKind, id: string): Promise<IrrigationField> => {
    const field = await repo.field(orgId, kind, id);
    if (!field) throw new AppError('not_found', 404);
    return field;
  };
  /** The farm's local today: the date of the current stored forecast hour, else the UTC date. */
  const todayOf = (forecast: Awaited<ReturnType<IrrigationRepository['forecast']>>): string => {
    const now = clock.now().getTime();
    const hour = forecast?.hours.find((h) => Date.parse(h.time) + HOUR_MS > now);
    return hour ? hour.time.slice(0, 10) : clock.now().toISOString().slice(0, 10);
  };

  // A run (the nightly job's many fields, or one request's field) loads each organisation's profiles once and
  // simulates each farm's past weather once: the fields of a farm share it.
  interface RunCache {
    resolvers: Map<string, Promise<CropProfileResolver>>;
    histories: Map<string, Promise<{ days: PastWeather['days']; climate: Map<string, DayClimate> }>>;
  }
  const newRunCache = (): RunCache => ({ resolvers: new Map(), histories: new Map() });
  const resolverOf = (orgId: string, cache: RunCache) => {
    if (!cropProfiles) return Promise.resolve<CropProfileResolver>(() => null);
    let resolver = cache.resolvers.get(orgId);
    if (!resolver) cache.resolvers.set(orgId, (resolver = cropProfiles(orgId)));
    return resolver;
  };
  /** Past days from `from` to `pastEnd` at a place: the longest replay is loaded once per place and run, then sliced. */
  const pastDays = async (place: { lat: number; lng: number }, today: string, from: string, pastEnd: string, cache: RunCache) => {
    const key = `${place.lat},${place.lng},${today},${pastEnd}`;
    let days = cache.histories.get(key);
    if (!days) {
      const loaded = pastWeather(place, addDaysIso(today, -MAX_REPLAY_DAYS), pastEnd).then((h) => ({ days: h.days, climate: dailyClimate(h.hours) }));
      cache.histories.set(key, (days = loaded));
    }
    const { days: all, climate } = await days;
    return all.filter((d) => d.date >= from).map((d) => ({ ...d, ...climate.get(d.date) }));
  };
  /** Gathers the engine's inputs for a field and runs it. */
  const compute = async (field: IrrigationField, cache: RunCache = newRunCache()) => {
    const settingsRow = await repo.settings(field.orgId, field.id);
    const settings = settingsOf(field, settingsRow);
    const forecast = await repo.forecast(field.orgId, field.farmId);
    const today = todayOf(forecast);
    const resolved = (await resolverOf(field.orgId, cache))({ crop: field.crop, variety: field.variety, season: field.season });
    const crop = resolved?.crop ?? fao56CropOf(field.crop, field.season);
    const inputsBase = {
      today,
      field_kind: field.kind,
      crop_name: field.crop,
      variety: field.variety,
      season: field.season,
      settings,
      planting_date: field.plantingDate,
      area_m2: field.areaM2,
      trees: field.trees,
      irrigation_factor_pct: field.irrigationFactorPct,
      growth_profile: resolved?.growthProfile ?? null,
      kc_profile: resolved?.kcProfile ?? null,
      basal_kc: resolved?.basal ?? null,
    };
    const seasonReason = seasonNoAdviceReason(field, today);
    if (seasonReason) return { today, settingsRow, result: null, reason: seasonReason, inputs: inputsBase };
    if (!crop) return { today, settingsRow, result: null, reason: `unknown_crop: "${field.crop}" has no FAO-56 crop coefficients`, inputs: inputsBase };
    if (field.kind === 'tree' && !field.trees) return { today, settingsRow, result: null, reason: 'no_trees', inputs: inputsBase };
    // Established trees: a seasonal tree profile (citrus) is an annual cycle from 1 January (FAO-56 Table 11).
    const cycleStart = field.kind === 'tree' && crop.profile.kind === 'seasonal' ? `${today.slice(0, 4)}-01-01` : null;
    const plantingDate = cycleStart ?? (field.plantingDate && field.plantingDate <= today ? field.plantingDate : addDaysIso(today, -DEFAULT_REPLAY_DAYS));
    const earliest = addDaysIso(today, -MAX_REPLAY_DAYS);
    const startDate = plantingDate < earliest ? earliest : plantingDate;
    const weather: BalanceWeatherDay[] = [];
    const stored = new Map((forecast?.days ?? []).map((d) => [d.date, d]));
    const firstStored = [...stored.keys()].sort()[0] ?? today;
    const pastEnd = addDaysIso(firstStored < today ? firstStored : today, -1);
    if (startDate <= pastEnd && forecast) {
      const past = await pastDays({ lat: forecast.lat, lng: forecast.lng }, today, startDate, pastEnd, cache);
      for (const d of past) {
        if (!stored.has(d.date)) weather.push({ date: d.date, et0Mm: d.et0_mm, rainMm: d.precipitation_mm, simulated: d.simulated, rhMinPct: d.rhMinPct, u2Ms: d.u2Ms });
      }
    }
    const simulatedForecast = forecast?.source === 'simulated';
    const forecastClimate = dailyClimate(forecast?.hours ?? []);
    for (const d of stored.values()) {
      if (d.date >= startDate) weather.push({ date: d.date, et0Mm: d.et0_mm, rainMm: d.precipitation_mm, simulated: simulatedForecast, ...forecastClimate.get(d.date) });
    }
    const logs = await repo.logs(field.orgId, field.id);
    const lab = labInputs ? await labInputs(field.orgId, field.id) : undefined;
    const cover = vegetationCover ? await vegetationCover(field.orgId, field.kind, field.id, today) : null;
    const probe = soilMoisture ? await soilMoisture(field.orgId, field.id, today) : null;
    const irrigationByDate: Record<string, number> = {};
    for (const l of logs) irrigationByDate[l.date] = (irrigationByDate[l.date] ?? 0) + l.waterMm;
    const result: EngineResult = runIrrigationEngine({
      today,
      crop,
      plantingDate,
      startDate,
      settings,
      areaM2: field.areaM2,
      weather,
      irrigationByDate,
      system: {
        drip: { kind: 'drip' as const, trees: field.trees ?? 0 },
        pivot: { kind: 'center_pivot' as const, machine: field.pivotMachine, sectors: field.sectors },
        rate: { kind: 'pivot' as const, ...(field.trees ? { trees: field.trees } : {}) },
      }[systemOf(field)],
      establishedRoots: field.kind === 'tree',
      irrigationFactorPct: field.irrigationFactorPct,
      climateAdjustment: resolved?.climateAdjustment ?? true,
      profiles: { growth: resolved?.growthProfile ?? null, kc: resolved?.kcProfile ?? null },
      // The KC profile's basal Kcb: the FAO-56 dual crop coefficient, with the surface wetted as the system wets it.
      basal: resolved?.basal ?? null,
      wetting: wettingOf(field),
      ...(lab ? { lab } : {}),
      cover,
      soilMoisture: probe,
    });
    const reason = forecast ? result.reason : 'weather_not_ready';
    return {
      today,
      settingsRow,
      result,
      reason,
      inputs: { ...inputsBase, crop: crop.id, assumed_planting_date: plantingDate, start_date: startDate, weather_source: forecast?.source ?? null, weather, irrigation_by_date: irrigationByDate, lab: lab ?? null, cover, soil_moisture: probe },
    };
  };

  const statusOf = async (field: IrrigationField): Promise<IrrigationStatus> => {
    const settingsRow = await repo.settings(field.orgId, field.id);
    const stored = await repo.advice(field.orgId, field.id);
    const today = todayOf(await repo.forecast(field.orgId, field.farmId));
    const holdTill = settingsRow?.holdTill && settingsRow.holdTill >= today ? settingsRow.holdTill : null;
    const { advice, explanation, reason } = shownAdvice(field, today, stored);
    return {
      field_id: field.id,
      field_kind: field.kind,
      system: systemOf(field),
      status: holdTill ? 'on_hold' : 'active',
      hold_till: holdTill,
      settings: settingsOf(field, settingsRow),
      valve_from_network: !!field.wateredBy,
      advice,
      explanation,
      reason,
    };
  };

  const calculateField = async (field: IrrigationField, cache?: RunCache): Promise<void> => {
    const { result, reason, inputs } = await compute(field, cache);
    const computedAt = clock.now();
    const advice = result?.advice ? { ...result.advice, computed_at: computedAt.toISOString() } : null;
    await repo.saveAdvice(field.kind, { fieldId: field.id, orgId: field.orgId, advice, explanation: advice ? (result?.explanation ?? null) : null, reason: advice ? null : reason, inputs, computedAt });
  };

  /** A field's settings and hold as the activity log shows them (API names). */
  const settingsView = (field: IrrigationField, row: SettingsRow | undefined) => ({ ...settingsOf(field, row), hold_till: row?.holdTill ?? null });
  /**
   * Saves the changed settings (and the hold) with their activity-log row, in one transaction: the row (stored
   * with the defaults first if missing) is locked, and only the patch's columns are written, so two people
   * changing different settings at once both keep their change.
   */
  const saveSettings = (actor: Actor, field: IrrigationField, patch: Partial<SettingsWrite>) =>
    transaction(async ({ irrigation: r, activity }) => {
      const s = storedSettingsOf(field, undefined);
      const current = await r.lockSettings(field.kind, {
        fieldId: field.id,
        orgId: field.orgId,
        soilType: s.soil_type,
        applicationRateMmH: s.application_rate_mm_h,
        efficiency: s.efficiency,
        dripsPerTree: s.drips_per_tree,
        dripFlowLph: s.drip_flow_lph,
        maxIntervalDays: s.max_interval_days,
        valveName: null,
        valveCode: s.valve_code,
        holdTill: null,
      });
      await r.updateSettings(field.orgId, field.id, patch);
      if (patch.holdTill !== undefined) await r.setFieldHold(field.orgId, field.kind, field.id, patch.holdTill !== null);
      const changes = diffChanges(settingsView(field, current), settingsView(field, await r.settings(field.orgId, field.id)));
      await activity.record(field.orgId, { userId: actor.userId, action: 'update', entity: 'irrigation_settings', entityId: field.id, changes });
    });

  const invalid = (field: string, key: string) => new AppError('validation_failed', 400, { [field]: key });

  return {
    async status(orgId: string, kind: IrrigationFieldKind, id: string): Promise<IrrigationStatus> {
      return statusOf(await fieldOf(orgId, kind, id));
    },
    async calculate(orgId: string, kind: IrrigationFieldKind, id: string): Promise<IrrigationStatus> {
      const field = await fieldOf(orgId, kind, id);
      await calculateField(field);
      return statusOf(field);
    },
    async updateSettings(actor: Actor, kind: IrrigationFieldKind, id: string, patch: UpdateIrrigationSettings): Promise<IrrigationStatus> {
      const field = await fieldOf(actor.orgId, kind, id);
      await saveSettings(actor, field, {
        ...(patch.soil_type === undefined ? {} : { soilType: patch.soil_type }),
        ...(patch.application_rate_mm_h === undefined ? {} : { applicationRateMmH: patch.application_rate_mm_h }),
        ...(patch.efficiency === undefined ? {} : { efficiency: patch.efficiency }),
        ...(patch.drips_per_tree === undefined ? {} : { dripsPerTree: patch.drips_per_tree }),
        ...(patch.drip_flow_lph === undefined ? {} : { dripFlowLph: patch.drip_flow_lph }),
        ...(patch.max_interval_days === undefined ? {} : { maxIntervalDays: patch.max_interval_days }),
        ...(patch.valve_name === undefined ? {} : { valveName: patch.valve_name || null }),
        ...(patch.valve_code === undefined ? {} : { valveCode: patch.valve_code || null }),
      });
      await calculateField(field);
      return statusOf(field);
    },
    async hold(actor: Actor, kind: IrrigationFieldKind, id: string, until: string): Promise<IrrigationStatus> {
      const field = await fieldOf(actor.orgId, kind, id);
      if (until < todayOf(await repo.forecast(actor.orgId, field.farmId))) throw invalid('until', V.out_of_range);
      await saveSettings(actor, field, { holdTill: until });
      return statusOf(field);
    },
    async resume(actor: Actor, kind: IrrigationFieldKind, id: string): Promise<IrrigationStatus> {
      const field = await fieldOf(actor.orgId, kind, id);
      await saveSettings(actor, field, { holdTill: null });
      return statusOf(field);
    },
    async logs(orgId: string, kind: IrrigationFieldKind, id: string): Promise<IrrigationLog[]> {
      const field = await fieldOf(orgId, kind, id);
      return (await repo.logs(orgId, id)).map((l) => logRecord(l, field.areaM2)).reverse();
    },
    /** Adds a log entry and recomputes the advice so that it counts at once. */
    async addLog(actor: Actor, kind: IrrigationFieldKind, id: string, input: CreateIrrigationLog): Promise<IrrigationLog> {
      const field = await fieldOf(actor.orgId, kind, id);
      if (input.date > todayOf(await repo.forecast(actor.orgId, field.farmId))) throw invalid('date', V.out_of_range);
      const waterMm = input.water_mm ?? ((input.water_m3 as number) * 1000) / field.areaM2;
      const record = await transaction(async ({ irrigation: r, activity }) => {
        const row = logRecord(await r.addLog(kind, { orgId: actor.orgId, fieldId: id, date: input.date, waterMm, notes: input.notes ?? null }), field.areaM2);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity: 'irrigation_log', entityId: row.id, changes: diffChanges(null, row) });
        return row;
      });
      await calculateField(field);
      return record;
    },
    /** Removes a mistaken log entry (with its activity-log row) and recomputes the advice without it. */
    async deleteLog(actor: Actor, kind: IrrigationFieldKind, id: string, logId: string): Promise<void> {
      const field = await fieldOf(actor.orgId, kind, id);
      await transaction(async ({ irrigation: r, activity }) => {
        const row = await r.log(actor.orgId, field.id, logId);
        if (!row) throw new AppError('not_found', 404);
        await r.deleteLog(actor.orgId, field.id, logId);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'delete', entity: 'irrigation_log', entityId: logId, changes: diffChanges(logRecord(row, field.areaM2), null) });
      });
      await calculateField(field);
    },
    /** The stored advice of every field of the organisation (or one farm), for the field lists; nothing is computed. */
    async overview(orgId: string, farmId?: string): Promise<IrrigationOverviewItem[]> {
      const rows = await repo.overview(orgId, farmId);
      const today = clock.now().toISOString().slice(0, 10);
      return rows.map(({ advice: row, holdTill, fieldCode, fieldName, farmCode, seasonState, plantingDate }) => {
        const kind = row.treeFieldId ? 'tree' : 'crop';
        const { advice, explanation, reason } = shownAdvice({ kind, seasonState, plantingDate }, today, row);
        // A hold counts until its day has passed (the field's own today can be a day ahead of UTC; the page shows the day).
        const held = holdTill !== null && holdTill >= today;
        return {
          field_id: row.fieldId,
          field_kind: kind,
          field_code: fieldCode,
          field_name: fieldName,
          farm_code: farmCode,
          advice,
          status: held ? 'on_hold' : 'active',
          hold_till: held ? holdTill : null,
          root_zone_status: explanation?.root_zone_status ?? null,
          reason,
          computed_at: row.computedAt.toISOString(),
        };
      });
    },
    async history(orgId: string, kind: IrrigationFieldKind, id: string, days: number): Promise<IrrigationHistoryDay[]> {
      const field = await fieldOf(orgId, kind, id);
      const { result } = await compute(field);
      return (result?.history ?? []).slice(-days);
    },
    /**
     * Job: advice of every tree field and every crop field with an active season, with the advisory enabled, whose
     * farm has weather (onlyMissing: those without advice; farmIds: only the fields of these farms).
     */
    async calculateAll(options: { onlyMissing?: boolean; farmIds?: readonly string[]; onProgress?: (done: number, total: number) => Promise<void> } = {}): Promise<number> {
      let computed = 0;
      // Each organisation's profiles and each farm's past weather are worked out once for the whole run.
      const cache = newRunCache();
      const fields = await repo.advisoryFields(options.onlyMissing ?? false, options.farmIds);
      for (const [index, field] of fields.entries()) {
        await options.onProgress?.(index, fields.length);
        try {
          await calculateField(field, cache);
          computed++;
        } catch (error) {
          // One failing field (bad data) keeps its last advice; the others go on.
          log?.warn({ fieldId: field.id, err: error }, 'irrigation advice failed');
        }
        // The embedded database runs on this thread: yield between fields so requests and timers are
        // served while the nightly job works through thousands of fields.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await options.onProgress?.(fields.length, fields.length);
      return computed;
    },
  };
}
export type IrrigationService = ReturnType<typeof createIrrigationService>;
