import type { RefObject } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLOURINGS, type Colouring } from './grid-model';
import type { GridCanvasHandle } from './grid-canvas';
import { LabelledSegments } from '../../../app/ui/labelled-segments';
import { choiceOptions } from '../../../app/ui/choice-options';

/**
 * What colours the grid (health, spot state, drips, irrigation, variety), and buttons that zoom, fit and move the map
 * for keyboard users (the map itself also takes arrow keys, + and −).
 */
export function GridToolbar({ colouring, onColouring, canvas }: { colouring: Colouring; onColouring: (c: Colouring) => void; canvas: RefObject<GridCanvasHandle | null> }) {
  const { t } = useTranslation('trees');
  const button = (label: string, glyph: string, action: () => void, testId: string) => (
    <Button variant="default" size="xs" px={8} miw={32} onClick={action} aria-label={label} title={label} data-testid={testId}>
      <span aria-hidden>{glyph}</span>
    </Button>
  );
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <LabelledSegments
        label={t('grid.colour_by')}
        value={colouring}
        onChange={(value) => onColouring(value as Colouring)}
        data={choiceOptions(t, COLOURINGS, 'grid.colourings')}
        size="xs"
        data-testid="grid-colouring"
        styles={{ root: { flexWrap: 'wrap' } }}
      />
      {/* Physical directions: the arrows move the map as drawn, whatever the page's direction. */}
      <Group gap={4} dir="ltr" role="group" aria-label={t('grid.view_controls')}>
        {button(t('grid.zoom_in'), '+', () => canvas.current?.zoom(1.5), 'grid-zoom-in')}
        {button(t('grid.zoom_out'), '−', () => canvas.current?.zoom(1 / 1.5), 'grid-zoom-out')}
        {button(t('grid.fit'), '⤢', () => canvas.current?.fit(), 'grid-fit')}
        {button(t('grid.pan_left'), '←', () => canvas.current?.pan(0.2, 0), 'grid-pan-left')}
        {button(t('grid.pan_right'), '→', () => canvas.current?.pan(-0.2, 0), 'grid-pan-right')}
        {button(t('grid.pan_up'), '↑', () => canvas.current?.pan(0, 0.2), 'grid-pan-up')}
        {button(t('grid.pan_down'), '↓', () => canvas.current?.pan(0, -0.2), 'grid-pan-down')}
      </Group>
    </Group>
  );
}
