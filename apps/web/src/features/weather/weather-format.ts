import type { TFunction } from 'i18next';
import type { NotificationRecord } from '@rayyan/contracts';

/**
 * Locale formatting of weather values. Times are shown in the farm's time zone (the forecast's
 * `timezone`: an IANA name, or a fixed offset such as `+03:00`), with the user's digits and calendar.
 */

/** An Intl time zone for the forecast's `timezone` (fixed offsets become `+03:00`, which Intl accepts). */
export function intlTimeZone(timezone: string | undefined): string | undefined {
  if (!timezone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return undefined;
  }
}

/** The hour of the day (0-23) of an instant in `timeZone`, for placing chart ticks on whole local hours. */
export function localHourOf(timeZone: string | undefined): (date: Date) => number {
  const hour = new Intl.DateTimeFormat('en-u-nu-latn', { hour: 'numeric', hourCycle: 'h23', timeZone });
  return (date) => Number(hour.format(date));
}

export function numberFormat(language: string, digits = 1): Intl.NumberFormat {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** "Mon 14:00" style label of an hour. */
export function hourLabel(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

export function timeOnly(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

export function dateTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** "Mon 3 Jun" of a calendar date `YYYY-MM-DD` (a calendar day: formatted in UTC so it never shifts). */
export function dayLabel(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function shortDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

const UNIT_KEYS: Record<string, string> = { '°C': 'c', '%': 'pct', 'km/h': 'kmh', mm: 'mm' };

/** A contract unit symbol ('°C', 'km/h'…) in the reader's language (°م, كم/س… in Arabic). */
export function unitSymbol(unit: string, t: TFunction): string {
  const key = UNIT_KEYS[unit];
  return key ? t(`unit_symbols.${key}`) : unit;
}

/**
 * A notification's text in the reader's language: weather alerts, RPW trap thresholds and silent sensors are worded from their
 * `params`; others (and older rows without params) keep the server's text.
 */
export function notificationText(n: NotificationRecord, t: TFunction, language: string): string {
  const p = n.params;
  if (n.kind === 'rpw_threshold' && p && 'trap_code' in p) {
    const nf = numberFormat(language);
    return t('notifications.rpw_threshold', { trap: p.trap_code, region: p.region, count: nf.format(p.count), threshold: nf.format(p.threshold), date: shortDate(p.date, language) });
  }
  if (n.kind === 'sensor_offline' && p && 'sensor_code' in p) {
    return t('notifications.sensor_offline', { sensor: p.sensor_code, since: dateTime(p.last_seen_at, language) });
  }
  if (n.kind !== 'weather_alert' || !p || !('unit' in p)) return n.message;
  const nf = numberFormat(language);
  const withUnit = (v: number) => {
    const key = UNIT_KEYS[p.unit];
    return key ? t(`units.${key}`, { value: nf.format(v) }) : `${nf.format(v)} ${p.unit}`;
  };
  const when = p.when.length > 10 ? dateTime(`${p.when}:00`, language) : shortDate(p.when, language);
  return t(`notifications.weather_alert_${p.direction}`, {
    farm: p.farm_name,
    type: t(`alerts.types.${p.type}`),
    value: withUnit(p.value),
    threshold: withUnit(p.threshold),
    when,
  });
}
