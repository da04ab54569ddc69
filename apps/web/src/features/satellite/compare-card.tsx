import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, Group, Image, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SatelliteIndexId } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useFormat } from '../../app/i18n/format';
import { useObjectUrl } from '../../app/ui/use-object-url';
import { getSatelliteOverlay, getSatelliteStats, listSatelliteImages, satelliteKey, type ImageryFieldRef } from './satellite-api';

interface FieldOption {
  id: string;
  code: string;
  name: string;
}

/** One side of the comparison: a field and one of its usable dates, its index picture and mean. */
function CompareSide({ side, kind, fields, index, fieldId, date, onChange }: {
  side: 'left' | 'right';
  kind: ImageryFieldRef['kind'];
  fields: FieldOption[];
  index: SatelliteIndexId;
  fieldId: string;
  date: string | null;
  onChange: (fieldId: string, date: string | null) => void;
}) {
  const { t } = useTranslation('satellite');
  const api = useApi();
  const format = useFormat();
  const target: ImageryFieldRef = { kind, id: fieldId };
  // A field whose imagery is still being filled is asked again until it has some.
  const images = useQuery({
    queryKey: [...satelliteKey(target), 'images'],
    queryFn: ({ signal }) => listSatelliteImages(api, target, signal),
    refetchInterval: (query) => (query.state.data?.results.some((i) => i.flag === null) ? false : 10_000),
  });
  const usable = (images.data?.results ?? []).filter((i) => i.flag === null);
  const chosen = date && usable.some((i) => i.image_date === date) ? date : (usable[0]?.image_date ?? null);
  const overlay = useQuery({
    queryKey: [...satelliteKey(target), 'overlay', index, chosen],
    queryFn: ({ signal }) => getSatelliteOverlay(api, target, index, chosen!, signal),
    enabled: !!chosen,
    retry: false,
  });
  const stats = useQuery({ queryKey: [...satelliteKey(target), 'stats', index, chosen], queryFn: ({ signal }) => getSatelliteStats(api, target, index, chosen!, signal), enabled: !!chosen });
  const url = useObjectUrl(overlay.data as Blob | undefined);
  const day = (iso: string) => format.dateTime({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const figure = format.number({ maximumFractionDigits: 3, minimumFractionDigits: 3 });
  return (
    <Stack gap="xs" data-testid={`satellite-compare-${side}`}>
      <Group grow gap="xs" align="flex-end">
        <Select
          label={t('compare_field')}
          data={fields.map((f) => ({ value: f.id, label: `${f.code} — ${f.name}` }))}
          value={fieldId}
          onChange={(v) => v && onChange(v, null)}
          allowDeselect={false}
          searchable
          data-testid={`satellite-compare-${side}-field`}
        />
        <Select
          label={t('compare_date')}
          data={usable.map((i) => ({ value: i.image_date, label: day(i.image_date) }))}
          value={chosen}
          onChange={(v) => v && onChange(fieldId, v)}
          allowDeselect={false}
          placeholder={t('no_images')}
          data-testid={`satellite-compare-${side}-date`}
        />
      </Group>
      {images.isPending || overlay.isFetching ? (
        <Loader size="sm" />
      ) : url ? (
        <Box maw={300} w="100%" style={{ alignSelf: 'center' }}>
          <Image src={url} alt={t('overlay_alt', { index: index.toUpperCase(), date: chosen ? day(chosen) : '' })} fit="contain" style={{ imageRendering: 'pixelated' }} data-testid={`satellite-compare-${side}-image`} />
        </Box>
      ) : (
        <Text size="sm" c="dimmed">{t('no_images')}</Text>
      )}
      {stats.data?.mean != null && (
        <Text size="sm" ta="center" data-testid={`satellite-compare-${side}-mean`}>{t('compare_mean', { index: t(`index_short.${index}`), value: figure.format(stats.data.mean) })}</Text>
      )}
    </Stack>
  );
}

/**
 * Comparison (issue #13): two images side by side, each a field and one of its usable dates (by default this field's
 * chosen date and its usable date before), on the same colour ramp, so two dates or two fields can be set against
 * each other.
 */
export function CompareCard({ target, fields, index, date, previousDate }: { target: ImageryFieldRef; fields: FieldOption[]; index: SatelliteIndexId; date: string; previousDate: string | null }) {
  const { t } = useTranslation('satellite');
  const [left, setLeft] = useState<{ fieldId: string; date: string | null }>({ fieldId: target.id, date: previousDate });
  const [right, setRight] = useState<{ fieldId: string; date: string | null }>({ fieldId: target.id, date });
  return (
    <Card withBorder padding="md" data-testid="satellite-compare">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('compare_title', { index: t(`index_short.${index}`) })}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <CompareSide side="left" kind={target.kind} fields={fields} index={index} {...left} onChange={(fieldId, d) => setLeft({ fieldId, date: d })} />
          <CompareSide side="right" kind={target.kind} fields={fields} index={index} {...right} onChange={(fieldId, d) => setRight({ fieldId, date: d })} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
