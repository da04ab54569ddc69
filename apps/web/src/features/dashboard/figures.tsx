import type { ReactNode } from 'react';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../app/i18n/format';
import classes from './dashboard.module.css';

/** One category of a figure: its label, count, colour, and the filtered tree list it links to (none: not filterable). */
export interface FigureItem {
  key: string;
  label: string;
  count: number;
  color: string;
  href?: string;
}

/** A dashboard card: a heading, then the figure. */
export function FigureCard({ title, testId, children, extra }: { title: string; testId: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}

/** A category's name: a link to the filtered tree list when it has one. */
function ItemLabel({ item, testId }: { item: FigureItem; testId: string }) {
  return item.href ? (
    <Anchor component={Link} to={item.href} size="sm" data-testid={`${testId}-link-${item.key}`}>
      {item.label}
    </Anchor>
  ) : (
    <Text size="sm" span>
      {item.label}
    </Text>
  );
}

/**
 * Horizontal bars, one per category, as long as its share of the largest: the name (a link to the filtered list), the
 * bar and the count. Bars grow from the inline start (the right in Arabic).
 */
export function FigureBars({ items, testId }: { items: FigureItem[]; testId: string }) {
  const nf = useFormat().number();
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <Stack gap={6} role="list" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className={classes.barRow} role="listitem" data-testid={`${testId}-${item.key}`} data-count={item.count}>
          <ItemLabel item={item} testId={testId} />
          <div className={classes.barTrack} aria-hidden>
            {item.count > 0 && <div className={classes.bar} style={{ width: `${(item.count / max) * 100}%`, background: item.color }} />}
          </div>
          <Text size="sm" className={classes.count}>
            {nf.format(item.count)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

const RADIUS = 15.9155; // a circle of circumference 100: dash lengths are percentages

/**
 * A donut of the categories' shares, with its legend: each category's colour, name (a link to the filtered list),
 * count and share. The ring is drawn for the eye (aria-hidden); the legend says the same in text.
 */
export function FigureDonut({ items, testId, centre }: { items: FigureItem[]; testId: string; centre: string }) {
  const nf = useFormat().number();
  const pf = useFormat().number({ style: 'percent', maximumFractionDigits: 1 });
  const total = items.reduce((sum, item) => sum + item.count, 0);
  let offset = 25; // start at the top
  const arcs = items
    .filter((item) => item.count > 0)
    .map((item) => {
      const length = (item.count / total) * 100;
      const arc = { key: item.key, color: item.color, dash: `${length} ${100 - length}`, offset };
      offset -= length;
      return arc;
    });
  return (
    <Group gap="lg" align="center" wrap="nowrap" data-testid={testId} className={classes.donutRow}>
      <Box className={classes.donut} aria-hidden>
        <svg viewBox="0 0 42 42" width="100%" height="100%">
          <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth="6" />
          {arcs.map((arc) => (
            <circle key={arc.key} cx="21" cy="21" r={RADIUS} fill="none" stroke={arc.color} strokeWidth="6" strokeDasharray={arc.dash} strokeDashoffset={arc.offset} />
          ))}
          <text x="21" y="23" textAnchor="middle" className={classes.donutText}>
            {centre}
          </text>
        </svg>
      </Box>
      <Stack gap={4} role="list" style={{ minWidth: 0 }}>
        {items.map((item) => (
          <Group key={item.key} gap={8} wrap="nowrap" role="listitem" data-testid={`${testId}-${item.key}`} data-count={item.count}>
            <span className={classes.swatch} style={{ background: item.color }} />
            <ItemLabel item={item} testId={testId} />
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {nf.format(item.count)} · {pf.format(total > 0 ? item.count / total : 0)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** A headline number (all trees, the infected ones…) linking to the filtered list. */
export function FigureNumber({ label, count, href, color, testId }: { label: string; count: number; href: string; color?: string; testId: string }) {
  const nf = useFormat().number();
  return (
    <Paper withBorder p="md" radius="md" component={Link} to={href} className={classes.number} data-testid={testId} data-count={count}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.2}>
        {nf.format(count)}
      </Text>
    </Paper>
  );
}
