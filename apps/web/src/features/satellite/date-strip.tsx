import { useEffect, useRef } from 'react';
import { Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SatelliteImage } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import classes from './satellite.module.css';

/**
 * The field's image dates as a strip, oldest to newest in the reading direction (so in Arabic the newest is on the
 * left), each with its clear share; the latest usable one is marked, flagged ones (cloudy, unreadable…) say why.
 * The chosen date is pressed; the strip scrolls to it.
 */
export function DateStrip({ images, selected, onSelect }: { images: SatelliteImage[]; selected: string | null; onSelect: (date: string) => void }) {
  const { t } = useTranslation('satellite');
  const format = useFormat();
  const day = format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  const percent = format.number({ style: 'percent', maximumFractionDigits: 0 });
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    chosen.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected, images]);
  const oldestFirst = [...images].reverse();
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group gap={6} wrap="nowrap" role="group" aria-label={t('dates')} data-testid="satellite-dates" py={4}>
        {oldestFirst.map((image) => {
          const isSelected = image.image_date === selected;
          const label = [
            day.format(new Date(`${image.image_date}T00:00:00Z`)),
            image.flag ? t(`flags.${image.flag}`) : t('clear_share', { value: percent.format(image.clear_fraction) }),
            ...(image.active ? [t('active')] : []),
          ].join(' · ');
          return (
            <UnstyledButton
              key={image.id}
              ref={isSelected ? chosen : undefined}
              className={classes.dateChip}
              data-selected={isSelected || undefined}
              data-flagged={image.flag ? true : undefined}
              data-active={image.active || undefined}
              aria-pressed={isSelected}
              aria-label={label}
              title={label}
              onClick={() => onSelect(image.image_date)}
              data-testid={`satellite-date-${image.image_date}`}
            >
              <Stack gap={0} align="center">
                <Text size="sm" fw={600}>{day.format(new Date(`${image.image_date}T00:00:00Z`))}</Text>
                <Text size="xs" c={image.flag && !isSelected ? 'dimmed' : undefined}>{image.flag ? t(`flags.${image.flag}`) : percent.format(image.clear_fraction)}</Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
