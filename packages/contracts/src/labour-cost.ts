import type { SALARY_PERIODS } from './constants';

/**
 * Hours a salary period pays for: 8 hours a day and 48 a week, the legal maximum of ordinary working time in Egypt
 * (Labour Law No. 12 of 2003, art. 80) and Saudi Arabia (Labour Law, Royal Decree M/51 of 2005, art. 98); a month is
 * 52 weeks / 12 of them, 208 hours.
 */
export const HOURS_PER_PERIOD: Readonly<Record<(typeof SALARY_PERIODS)[number], number>> = { daily: 8, weekly: 48, monthly: (48 * 52) / 12 };

/** The cost of `hours` of a labor's work at their salary and period, to the cent. */
export function labourCost(hours: number, salary: number, period: (typeof SALARY_PERIODS)[number]): number {
  return Math.round((hours * salary * 100) / HOURS_PER_PERIOD[period]) / 100;
}
