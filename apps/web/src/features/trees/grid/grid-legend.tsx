import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/i18n/format';
import { NO_RECORD_COLOR, type Colouring, type LegendItem } from './grid-model';
import classes from './tree-grid.module.css';

/** The translation key of a legend category of a colouring (a variety is its own name). */
function labelKey(colouring: Colouring, key: string): string | null {
  if (colouring === 'health') return `health_states.${key}`;
  if (colouring === 'spot') return `spot_states.${key}`;
  if (colouring === 'drips') return `grid.drips_statuses.${key}`;
  if (colouring === 'irrigation') return `grid.irrigation_statuses.${key}`;
  return key === 'other_varieties' ? 'grid.other_varieties' : key === 'no_variety' ? 'dashboard.no_variety' : null;
}

/** The colours of the grid and what they mean, each with its number of spots; spots without a record last. */
export function GridLegend({ colouring, items, noRecord }: { colouring: Colouring; items: LegendItem[]; noRecord: number }) {
  const { t } = useTranslation('trees');
  const nf = useFormat().number();
  const entry = (key: string, color: string, label: string, count: number) => (
    <Group key={key} gap={6} wrap="nowrap" role="listitem" data-testid={`grid-legend-${key}`} data-count={count}>
      <span className={classes.swatch} style={{ background: color }} />
      <Text size="sm" span>
        {label}
      </Text>
      <Text size="sm" c="dimmed" span>
        {nf.format(count)}
      </Text>
    </Group>
  );
  return (
    <Group gap="md" role="list" aria-label={t('grid.legend')} data-testid="grid-legend">
      {items.map((item) => {
        const key = labelKey(colouring, item.key);
        return entry(item.key, item.color, key ? t(key) : item.key, item.count);
      })}
      {noRecord > 0 && entry('no_record', NO_RECORD_COLOR, t('grid.no_record'), noRecord)}
    </Group>
  );
}
