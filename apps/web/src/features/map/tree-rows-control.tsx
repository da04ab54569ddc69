import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/services';
import { useCan } from '../../app/permissions/use-can';
import { useErrorText } from '../../app/api/use-error-text';
import { FIELDS_KEY, updateTreeField } from './geo-api';

interface Props {
  fieldId: string;
  /** The bearing stored on the field (null: along the border's longest edge). */
  stored: number | null;
  /** The bearing the points are drawn with now (the preview, or the stored or derived one). */
  shown: number;
  /** A bearing to preview on the map (null: back to the stored one). */
  onPreview: (bearing: number | null) => void;
}

const normalised = (deg: number) => Math.round((((deg % 360) + 360) % 360) * 10) / 10;

/**
 * The direction of a tree field's rows on the map: a bearing in degrees (0 = north, 90 = east) previewed on the map as
 * it changes, turned by 90° with one button, saved on the field (PATCH grid_bearing_deg) or reset to the border's
 * longest edge. Without the right to edit fields it only says the direction.
 */
export function TreeRowsControl({ fieldId, stored, shown, onPreview }: Props) {
  const { t } = useTranslation('geo');
  const api = useApi();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canEdit = useCan('farm_and_fields:edit');
  const [draft, setDraft] = useState<number | string>(normalised(shown));
  useEffect(() => setDraft(normalised(shown)), [shown]);
  const save = useMutation({
    mutationFn: (bearing: number | null) => updateTreeField(api, fieldId, { grid_bearing_deg: bearing }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FIELDS_KEY });
      onPreview(null);
    },
  });
  const preview = (value: number | string) => {
    setDraft(value);
    if (typeof value === 'number' && value >= 0 && value <= 360) onPreview(value);
  };
  if (!canEdit) return <Text size="sm" data-testid="tree-rows-bearing">{t('tree_rows.bearing_is', { deg: normalised(shown) })}</Text>;
  const dirty = typeof draft === 'number' && draft !== stored;
  return (
    <Stack gap={6} data-testid="tree-rows-control">
      <Text fw={600} size="sm">{t('tree_rows.title')}</Text>
      <NumberInput
        label={t('tree_rows.bearing')}
        description={t('tree_rows.hint')}
        value={draft}
        onChange={preview}
        min={0}
        max={360}
        step={5}
        decimalScale={1}
        suffix="°"
        size="xs"
        data-testid="tree-rows-bearing"
      />
      <Group gap={6} wrap="wrap">
        <Button size="xs" variant="light" onClick={() => preview(normalised(Number(draft || 0) + 90))} data-testid="tree-rows-rotate">{t('tree_rows.rotate')}</Button>
        <Button size="xs" onClick={() => save.mutate(typeof draft === 'number' ? draft : Number(draft))} loading={save.isPending} disabled={!dirty} data-testid="tree-rows-save">{t('tree_rows.save')}</Button>
        {stored !== null && (
          <Button size="xs" variant="subtle" onClick={() => save.mutate(null)} disabled={save.isPending} data-testid="tree-rows-reset">{t('tree_rows.reset')}</Button>
        )}
      </Group>
      {save.isError && <Alert color="red" variant="light" role="alert" p={6} data-testid="tree-rows-error">{errorText(save.error)}</Alert>}
    </Stack>
  );
}
