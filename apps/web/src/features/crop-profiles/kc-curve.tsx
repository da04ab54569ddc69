import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAO56_CROPS, type StageLengthsDays } from '@rayyan/agronomy';
import { CROP_PROFILE_LIMITS } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';

const W = 320;
const H = 120;
const PAD = { left: 34, right: 8, top: 8, bottom: 22 };

/** The four-stage curve's corners (FAO-56 Figure 25) over the stage lengths, or flat over a year for evergreen crops. */
function curvePoints(stages: StageLengthsDays | undefined, ini: number, mid: number, end: number): [number, number][] {
  if (!stages) {
    return [
      [0, mid],
      [365, mid],
    ];
  }
  return [
    [0, ini],
    [stages.initial, ini],
    [stages.initial + stages.development, mid],
    [stages.initial + stages.development + stages.mid, mid],
    [stages.initial + stages.development + stages.mid + stages.late, end],
  ];
}

/**
 * The FAO-56 single Kc curve (Figure 25): flat at Kc ini, rising to Kc mid over development, flat through
 * mid-season, falling to Kc end; drawn over the crop's example stage lengths (Table 11), or flat at Kc mid
 * for evergreen crops; with basal values, the Kcb curve (FAO-56 Figure 34) dashed beneath it. A preview of the
 * numbers being typed; time runs left to right in both languages.
 */
export function KcCurve({
  crop,
  kcIni,
  kcMid,
  kcEnd,
  basal = null,
}: {
  crop: string | null;
  kcIni?: number | undefined;
  kcMid?: number | undefined;
  kcEnd?: number | undefined;
  /** Kcb ini, mid and end, when all three are given. */
  basal?: readonly [number, number, number] | null;
}) {
  const { t } = useTranslation('crops');
  const format = useFormat();
  const table = crop ? FAO56_CROPS[crop] : undefined;
  if (!table || kcMid === undefined) return null;
  const stages = table.stageLengthsDays;
  const points = curvePoints(stages, kcIni ?? kcMid, kcMid, kcEnd ?? kcMid);
  const basalPoints = basal ? curvePoints(stages, basal[0], basal[1], basal[2]) : null;
  const days = points[points.length - 1]![0];
  const kcTop = Math.min(CROP_PROFILE_LIMITS.kcMax, Math.max(1.2, ...points.map((p) => p[1]), ...(basalPoints ?? []).map((p) => p[1])));
  const x = (day: number) => PAD.left + (day / days) * (W - PAD.left - PAD.right);
  const y = (kc: number) => PAD.top + (1 - Math.min(kc, kcTop) / kcTop) * (H - PAD.top - PAD.bottom);
  const label = `${stages ? t('kc.curve') : t('kc.curve_evergreen')}${basalPoints ? ` ${t('kc.curve_kcb')}` : ''}`;
  return (
    <figure style={{ margin: 0 }} data-testid="kc-curve">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} style={{ maxWidth: 420, display: 'block', direction: 'ltr' }}>
        {[0, 0.5, 1, 1.5, 2].filter((v) => v <= kcTop).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 4} y={y(v) + 3} fontSize="9" textAnchor="end" fill="var(--mantine-color-dimmed)">
              {format.number({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v)}
            </text>
          </g>
        ))}
        <polyline points={points.map(([d, kc]) => `${x(d)},${y(kc)}`).join(' ')} fill="none" stroke="var(--mantine-color-green-7)" strokeWidth="2.5" strokeLinejoin="round" />
        {basalPoints && (
          <polyline
            points={basalPoints.map(([d, kc]) => `${x(d)},${y(kc)}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-orange-7)"
            strokeWidth="2"
            strokeDasharray="5 3"
            strokeLinejoin="round"
            data-testid="kc-curve-kcb"
          />
        )}
        <text x={PAD.left} y={H - 6} fontSize="9" fill="var(--mantine-color-dimmed)">
          {format.number().format(0)}
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize="9" textAnchor="end" fill="var(--mantine-color-dimmed)">
          {format.number().format(days)}
        </text>
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        {label}
        {stages ? ` (${t('kc.curve_days')})` : ''}
      </Text>
    </figure>
  );
}
