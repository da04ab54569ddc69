import { Button, Menu, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GEO_EXPORT_FORMATS, type GeoExportQuery } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { isoDay } from '../../app/ui/form-errors';

const EXTENSION: Record<GeoExportQuery['format'], string> = { geojson: 'geojson', kml: 'kml', xlsx: 'xlsx' };

/** Export menu: GeoJSON, KML or Excel of a geography list (Bearer fetch → blob → download). */
export function GeoExportMenu({ path, filters = {}, filePrefix, testId }: { path: string; filters?: Record<string, string>; filePrefix: string; testId: string }) {
  const { t } = useTranslation('geo');
  const api = useApi();
  const errorText = useErrorText();
  const download = useMutation({
    mutationFn: async (format: GeoExportQuery['format']) => {
      const query = new URLSearchParams({ format, ...filters }).toString();
      const blob = await api.blob(`${path}?${query}`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${filePrefix}-${isoDay()}.${EXTENSION[format]}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
  return (
    <div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={download.isPending} data-testid={testId}>
            {t('export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {GEO_EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => download.mutate(format)} data-testid={`${testId}-${format}`}>
              {t('export_as', { format: t(`formats.${format}`) })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {download.isError && (
        <Text size="xs" c="red" role="alert">
          {errorText(download.error)}
        </Text>
      )}
    </div>
  );
}
