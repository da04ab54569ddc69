import { useQuery } from '@tanstack/react-query';
import { Box, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SATELLITE_MASKED_COLOUR, SATELLITE_OVERLAY_RANGES, SATELLITE_RAMP, type SatelliteIndexId } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useFormat } from '../../app/i18n/format';
import { useObjectUrl } from '../../app/ui/use-object-url';
import { getSatelliteOverlay, satelliteKey, type ImageryFieldRef } from './satellite-api';

/**
 * The index on the chosen date as a picture of the field (north up, clipped to its border, masked pixels grey),
 * with its legend: the colour ramp over the index's range, low to high in the reading direction.
 */
export function OverlayCard({ target, index, date, indexLabel }: { target: ImageryFieldRef; index: SatelliteIndexId; date: string; indexLabel: string }) {
  const { t, i18n } = useTranslation('satellite');
  const api = useApi();
  const format = useFormat();
  const overlay = useQuery({
    queryKey: [...satelliteKey(target), 'overlay', index, date],
    queryFn: ({ signal }) => getSatelliteOverlay(api, target, index, date, signal),
    retry: false,
  });
  const url = useObjectUrl(overlay.data as Blob | undefined);
  const [low, high] = SATELLITE_OVERLAY_RANGES[index];
  const figure = format.number({ maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const day = format.dateTime({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const direction = i18n.dir(i18n.language) === 'rtl' ? 'to left' : 'to right';
  return (
    <Card withBorder padding="md" data-testid="satellite-overlay">
      <Stack gap="xs">
        <Title order={3} size="h5">{t('overlay_title', { index: indexLabel, date: day })}</Title>
        {overlay.isPending ? (
          <Loader size="sm" />
        ) : url ? (
          <Box maw={360} w="100%" style={{ alignSelf: 'center' }}>
            <Image src={url} alt={t('overlay_alt', { index: indexLabel, date: day })} fit="contain" style={{ imageRendering: 'pixelated' }} data-testid="satellite-overlay-image" />
          </Box>
        ) : (
          <Text size="sm" c="dimmed" data-testid="satellite-overlay-none">{t('overlay_none')}</Text>
        )}
        <Group gap="sm" wrap="nowrap" data-testid="satellite-legend">
          <Text size="xs">{figure.format(low)}</Text>
          <Box h={10} style={{ flex: 1, borderRadius: 4, background: `linear-gradient(${direction}, ${SATELLITE_RAMP.join(', ')})` }} aria-hidden />
          <Text size="xs">{figure.format(high)}</Text>
          <Box w={14} h={10} style={{ background: SATELLITE_MASKED_COLOUR, borderRadius: 2 }} aria-hidden />
          <Text size="xs">{t('masked')}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
