import { useMemo, useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPOT_STATES, TREE_BULK_MAX, TREE_HEALTH_STATES, treesEndpoints, type SpotState, type TreeHealthState } from '@rayyan/contracts';
import { useApi } from '../../../app/services';
import { callEndpoint } from '../../../app/api/endpoint-call';
import { useErrorText } from '../../../app/api/use-error-text';
import { useAlerts } from '../../../app/alerts/use-alerts';
import { useFormat } from '../../../app/i18n/format';
import { PermissionButton } from '../../../app/permissions/permission-button';
import { TREES_QUERY_KEY } from '../trees-api';
import { NO_RECORD, spotIndex, type GridModel } from './grid-model';
import type { SpotBox } from './grid-view';
import { choiceOptions } from '../../../app/ui/choice-options';

/** Records (spots with a tree or a valve, a pump…) in a box of the grid. */
export function recordsInBox(model: GridModel, box: SpotBox): number {
  let count = 0;
  for (let row = box.fromRow; row <= box.toRow; row++) {
    for (let column = box.fromColumn; column <= box.toColumn; column++) if (model.health[spotIndex(model, row, column)] !== NO_RECORD) count++;
  }
  return count;
}

interface Props {
  model: GridModel;
  fieldId: string;
  box: SpotBox;
  onBox: (box: SpotBox | null) => void;
  /** The field's varieties and the ones its trees have. */
  varieties: string[];
  onOpenSpot: (spot: { row: number; column: number }) => void;
}

/**
 * The box selection (shift+drag on the map, or typed here): its rows and columns, the records in it, and one change for
 * all of them (health state, spot state, variety) sent as one bulk change; a single spot opens its tree.
 */
export function GridSelection({ model, fieldId, box, onBox, varieties, onOpenSpot }: Props) {
  const { t } = useTranslation('trees');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const nf = useFormat().number();
  const [health, setHealth] = useState<string | null>(null);
  const [spot, setSpot] = useState<string | null>(null);
  const [variety, setVariety] = useState<string | null>(null);
  const records = useMemo(() => recordsInBox(model, box), [model, box]);
  const tooMany = records > TREE_BULK_MAX;
  const apply = useMutation({
    mutationFn: async () => {
      const query = { from_row: box.fromRow, to_row: box.toRow, from_column: box.fromColumn, to_column: box.toColumn };
      const { ids } = await callEndpoint(api, treesEndpoints.gridIds, { params: { id: fieldId }, query });
      return callEndpoint(api, treesEndpoints.bulkUpdate, {
        body: { ids, ...(health ? { health_state: health as TreeHealthState } : {}), ...(spot ? { spot_state: spot as SpotState } : {}), ...(variety ? { variety } : {}) },
      });
    },
    onSuccess: async (result) => {
      add({ id: 'grid-bulk-saved', message: t('grid.bulk_saved', { count: result.changed, changed: nf.format(result.changed), matched: nf.format(result.matched) }) });
      await queryClient.invalidateQueries({ queryKey: TREES_QUERY_KEY });
      setHealth(null);
      setSpot(null);
      setVariety(null);
      onBox(null);
    },
  });
  const bound = (key: keyof SpotBox, max: number) => (
    <NumberInput
      label={t(`grid.box.${key}`)}
      value={box[key]}
      min={1}
      max={max}
      allowDecimal={false}
      size="xs"
      onChange={(value) => {
        if (typeof value !== 'number' || value < 1 || value > max) return;
        const next = { ...box, [key]: value };
        onBox({ fromRow: Math.min(next.fromRow, next.toRow), toRow: Math.max(next.fromRow, next.toRow), fromColumn: Math.min(next.fromColumn, next.toColumn), toColumn: Math.max(next.fromColumn, next.toColumn) });
      }}
      data-testid={`grid-box-${key}`}
    />
  );
  const single = box.fromRow === box.toRow && box.fromColumn === box.toColumn;
  const nothingChosen = !health && !spot && !variety;

  return (
    <Paper withBorder p="md" data-testid="grid-selection" aria-label={t('grid.selection')} component="section">
      <Stack gap="sm">
        <Text fw={600} data-testid="grid-selection-summary">
            {t('grid.selection_summary', {
              count: records,
              records: nf.format(records),
              rows: t('grid.range', { from: nf.format(box.fromRow), to: nf.format(box.toRow) }),
              columns: t('grid.range', { from: nf.format(box.fromColumn), to: nf.format(box.toColumn) }),
            })}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {bound('fromRow', model.rows)}
          {bound('toRow', model.rows)}
          {bound('fromColumn', model.columns)}
          {bound('toColumn', model.columns)}
        </SimpleGrid>
        <Stack gap="xs">
          <Select label={t('fields.health_state')} placeholder={t('grid.unchanged')} data={choiceOptions(t, TREE_HEALTH_STATES, 'health_states')} value={health} onChange={setHealth} clearable data-testid="grid-bulk-health" />
          <Select label={t('fields.spot_state')} placeholder={t('grid.unchanged')} data={choiceOptions(t, SPOT_STATES, 'spot_states')} value={spot} onChange={setSpot} clearable data-testid="grid-bulk-spot" />
          <Select label={t('fields.variety')} placeholder={t('grid.unchanged')} data={varieties} value={variety} onChange={setVariety} clearable searchable data-testid="grid-bulk-variety" />
        </Stack>
        {tooMany && (
          <Alert color="orange" variant="light" data-testid="grid-selection-too-many">
            {t('grid.too_many', { max: nf.format(TREE_BULK_MAX) })}
          </Alert>
        )}
        {apply.error && (
          <Alert color="red" variant="light" role="alert" data-testid="grid-bulk-error">
            {errorText(apply.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {single && records > 0 && (
            <Button variant="light" onClick={() => onOpenSpot({ row: box.fromRow, column: box.fromColumn })} data-testid="grid-selection-open">
              {t('grid.open_tree')}
            </Button>
          )}
          <Button variant="default" onClick={() => onBox(null)} data-testid="grid-selection-clear">
            {t('grid.clear_selection')}
          </Button>
          <PermissionButton
            permission="farm_and_fields:edit"
            mode="disable"
            onClick={() => apply.mutate()}
            loading={apply.isPending}
            disabled={nothingChosen || records === 0 || tooMany}
            data-testid="grid-bulk-apply"
          >
            {t('grid.apply', { count: records, records: nf.format(records) })}
          </PermissionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
