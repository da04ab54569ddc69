import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TreeHealthState, TreeRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';

/** Colours of the health states, the same on the list, the grid and the dashboard. */
export const HEALTH_COLORS: Record<TreeHealthState, string> = {
  healthy: 'green',
  infected: 'red',
  treated_or_healing: 'orange',
  recently_healed: 'teal',
  dead: 'gray',
};

/** A tree's health state as a coloured badge. */
export function HealthBadge({ state }: { state: TreeHealthState }) {
  const { t } = useTranslation('trees');
  return (
    <Badge
      color={HEALTH_COLORS[state]}
      variant={state === 'dead' ? 'filled' : 'light'}
      // Long states ("Recently treated or healing") wrap inside the badge rather than being cut.
      styles={{ root: { textTransform: 'none', height: 'auto', maxWidth: 150 }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, paddingBlock: 2 } }}
      data-health={state}
    >
      {t(`health_states.${state}`)}
    </Badge>
  );
}

/** Drips as "working · broken · blocked / total", broken and blocked in colour when there are any. */
export function DripsCell({ tree }: { tree: TreeRecord }) {
  const { t } = useTranslation('trees');
  const nf = useFormat().number();
  const part = (value: number, color: string) => (
    <Text span c={value > 0 ? color : undefined} fw={value > 0 ? 600 : undefined}>
      {nf.format(value)}
    </Text>
  );
  const total = { working: nf.format(tree.drips_working), broken: nf.format(tree.drips_broken), blocked: nf.format(tree.drips_blocked), total: nf.format(tree.drips_total) };
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={t('drips_cell', total)} aria-label={t('drips_cell', total)}>
      {nf.format(tree.drips_working)} · {part(tree.drips_broken, 'red')} · {part(tree.drips_blocked, 'orange')} / {nf.format(tree.drips_total)}
    </Text>
  );
}
