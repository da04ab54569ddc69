/** Prefix of the farm owners list's queries (the list page and form call the declared `farmOwnersEndpoints`). */
export const FARM_OWNERS_QUERY_KEY = ['farm-owners'] as const;

/** GMT offsets from −12 to +14 hours in quarter hours, plus the half and three-quarter hours in use. */
export const GMT_OFFSETS: number[] = Array.from({ length: (14 + 12) * 4 + 1 }, (_, i) => -12 + i / 4).filter(
  (h) => Number.isInteger(h) || [-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75].includes(h),
);

/** "GMT+05:45" for 5.75. */
export function gmtLabel(hours: number): string {
  const sign = hours < 0 ? '−' : '+';
  const abs = Math.abs(hours);
  const h = Math.floor(abs);
  const m = Math.round((abs - h) * 60);
  return `GMT${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
