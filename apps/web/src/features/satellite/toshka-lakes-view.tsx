import { useMemo, useRef, useState } from 'react';
import { Badge, Box, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { classOutlines, LAKES_GRID, lakesWaterMask, simulatedLakesNdwi, simulatedLakesSeries } from '@rayyan/agronomy';
import { useFormat } from '../../app/i18n/format';
import { useChartWidth } from '../../app/ui/chart/chart-frame';

const H = 220;
const PAD = { left: 56, right: 12, top: 10, bottom: 28 };

/**
 * The water area over the years as an SVG line drawn at the box's own width (so its text keeps its size on a phone),
 * years marked below, left to right in both languages (a time axis).
 */
function LakesChart({ series, label }: { series: Array<{ date: string; waterKm2: number }>; label: string }) {
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const W = useChartWidth(boxRef) || 640;
  const km = format.number({ maximumFractionDigits: 0 });
  const t0 = Date.parse(series[0]!.date);
  const t1 = Date.parse(series[series.length - 1]!.date);
  const top = Math.max(100, Math.ceil(Math.max(...series.map((p) => p.waterKm2)) / 500) * 500);
  const x = (date: string) => PAD.left + ((Date.parse(date) - t0) / Math.max(1, t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom);
  const every = W < 480 ? 8 : 4;
  const years = [...new Set(series.map((p) => Number(p.date.slice(0, 4))))].filter((year) => year % every === 0);
  const line = series.map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)},${y(p.waterKm2).toFixed(1)}`).join('');
  return (
    <div ref={boxRef}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} data-testid="lakes-chart" data-points={series.length} style={{ direction: 'ltr', display: 'block' }}>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#dee2e6" />
            <text x={PAD.left - 6} y={y(v) + 4} fontSize={11} textAnchor="end" fill="#495057">{km.format(v)}</text>
          </g>
        ))}
        {years.map((year) => (
          <text key={year} x={x(`${year}-01-01`)} y={H - 8} fontSize={11} textAnchor="middle" fill="#495057">{format.number({ useGrouping: false }).format(year)}</text>
        ))}
        <path d={`${line}L${x(series[series.length - 1]!.date)},${y(0)}L${x(series[0]!.date)},${y(0)}Z`} fill="#1c7ed6" fillOpacity={0.15} />
        <path d={line} fill="none" stroke="#1c7ed6" strokeWidth={2} />
      </svg>
    </div>
  );
}

/** The water pixels of one date as SVG paths over the grid (north up). */
function LakesMap({ date, label }: { date: string; label: string }) {
  const d = useMemo(() => {
    const mask = lakesWaterMask(simulatedLakesNdwi(date));
    return classOutlines(mask, LAKES_GRID.width, LAKES_GRID.height, 1)
      .map((rings) => rings.map((ring) => `M${ring.map(([c, r]) => `${c},${r}`).join('L')}Z`).join(''))
      .join('');
  }, [date]);
  return (
    <svg viewBox={`0 0 ${LAKES_GRID.width} ${LAKES_GRID.height}`} width="100%" role="img" aria-label={label} data-testid="lakes-map" style={{ direction: 'ltr', background: '#f1e3c6', borderRadius: 6 }}>
      <path d={d} fill="#1c7ed6" fillRule="evenodd" />
    </svg>
  );
}

/**
 * The Toshka lakes (issue #13, public /toshkalakes): the water area from the water index over the years as a chart,
 * and the water on a chosen date as a map, simulated offline and labelled so. Inside the satellite namespace.
 */
export function ToshkaLakesView() {
  const { t } = useTranslation('satellite');
  const format = useFormat();
  const today = new Date().toISOString().slice(0, 10);
  const series = useMemo(() => simulatedLakesSeries(today), [today]);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? series[series.length - 1]!.date;
  const point = series.find((p) => p.date === date)!;
  const peak = series.reduce((a, b) => (b.waterKm2 > a.waterKm2 ? b : a));
  const km = format.number({ maximumFractionDigits: 0 });
  const day = (iso: string) => format.dateTime({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <Stack gap="md" data-testid="toshka-lakes">
      <Group gap="xs">
        <Badge color="orange" variant="filled" data-testid="lakes-simulated-badge">{t('simulated_badge')}</Badge>
        <Text size="sm" c="dimmed">{t('lakes.simulated_note')}</Text>
      </Group>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('lakes.chart_title')}</Title>
          <LakesChart series={series} label={t('lakes.chart_label', { peak: km.format(peak.waterKm2), date: day(peak.date) })} />
          <Text size="sm" data-testid="lakes-peak">{t('lakes.peak', { area: km.format(peak.waterKm2), date: day(peak.date) })}</Text>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">{t('lakes.map_title', { date: day(date) })}</Title>
            <Select
              label={t('lakes.date')}
              data={[...series].reverse().map((p) => ({ value: p.date, label: day(p.date) }))}
              value={date}
              onChange={(v) => v && setPicked(v)}
              allowDeselect={false}
              searchable
              maw={280}
              data-testid="lakes-date"
            />
            <Text fw={600} data-testid="lakes-area">{t('lakes.area', { area: km.format(point.waterKm2) })}</Text>
            <Text size="xs" c="dimmed">{t('lakes.method')}</Text>
          </Stack>
          <Box>
            <LakesMap date={date} label={t('lakes.map_label', { date: day(date), area: km.format(point.waterKm2) })} />
            <Group gap="xs" mt={4}>
              <Box w={14} h={10} bg="#1c7ed6" style={{ borderRadius: 2 }} aria-hidden />
              <Text size="xs">{t('lakes.water')}</Text>
              <Box w={14} h={10} bg="#f1e3c6" style={{ borderRadius: 2 }} aria-hidden />
              <Text size="xs">{t('lakes.land')}</Text>
              <Text size="xs" c="dimmed">{t('lakes.scale')}</Text>
            </Group>
          </Box>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
