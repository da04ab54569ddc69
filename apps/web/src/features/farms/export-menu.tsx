import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GEO_EXPORT_FORMATS, type Endpoint, type GeoExportQuery } from '@rayyan/contracts';
import type { z } from 'zod';
import { useApi } from '../../app/services';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { isoDay } from '../../app/ui/form-errors';
import { ErrorLine } from '../../app/ui/error-line';

const EXTENSION: Record<GeoExportQuery['format'], string> = { geojson: 'geojson', kml: 'kml', xlsx: 'xlsx' };

/** A declared geography export endpoint (GeoJSON, KML or .xlsx by its `format` query). */
export type GeoExportEndpoint = Endpoint & { method: 'GET'; response: 'file'; query: z.ZodType };

/** Export menu: GeoJSON, KML or Excel of a geography list (Bearer fetch → blob → download). */
export function GeoExportMenu({ endpoint, filters = {}, filePrefix, testId }: { endpoint: GeoExportEndpoint; filters?: Record<string, string>; filePrefix: string; testId: string }) {
  const { t } = useTranslation('geo');
  const api = useApi();
  const download = useMutation({
    mutationFn: (format: GeoExportQuery['format']) => downloadEndpoint(api, endpoint, `${filePrefix}-${isoDay()}.${EXTENSION[format]}`, { query: { ...filters, format } }),
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
      <ErrorLine error={download.error} size="xs" />
    </div>
  );
}
