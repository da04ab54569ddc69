import type { Format } from '../../i18n/format';

/** A day (`YYYY-MM-DD`) as the Unix seconds of its midnight in UTC: a point of a dated chart's axis. */
export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** A day (`YYYY-MM-DD`) as its tooltips say it ("Jun 1", "١ يونيو"): day and short month, in UTC. */
export function shortDay(format: Format): (day: string) => string {
  const dayFormat = format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (day) => dayFormat.format(new Date(`${day}T00:00:00Z`));
}
