import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { labRating } from '@rayyan/agronomy';
import { labSamplesEndpoints, type LabSampleRecord } from '@rayyan/contracts';
import { useErrorText } from '../../app/api/use-error-text';
import { useFormat } from '../../app/i18n/format';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { ImportPanel, type SheetImporter } from '../../app/ui/sheet-import/import-panel';
import { commitLabImport, downloadLabReport, LAB_SAMPLES_QUERY_KEY, previewLabImport, uploadLabReport } from './lab-samples-api';
import { unitLabel } from './properties-editor';
import { TableHead } from '../../app/ui/table-head';

/** A sample's results with what they tell the advice, its lab report (upload, download) and the import of a lab's sheet. */
export function LabResults({ sample: given }: { sample: LabSampleRecord }) {
  const { t } = useTranslation('lab');
  const api = useApi();
  // The sample as saved last: an import or a report refreshes it (its query is under the list's key).
  const { data: sample = given } = useQuery({
    queryKey: [...LAB_SAMPLES_QUERY_KEY, 'one', given.id],
    queryFn: ({ signal }) => callEndpoint(api, labSamplesEndpoints.get, { params: { id: given.id }, signal }),
    initialData: given,
  });
  const format = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const nf = format.number({ maximumFractionDigits: 4 });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadLabReport(api, sample.id, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LAB_SAMPLES_QUERY_KEY }),
  });
  const importer: SheetImporter = {
    preview: (client, form) => previewLabImport(client, sample.id, form),
    commit: (client, form) => commitLabImport(client, sample.id, form),
    ns: 'lab',
    queryKey: LAB_SAMPLES_QUERY_KEY,
    importedMessage: (result) => t('import.imported', { count: (result as { imported: number }).imported }),
    testId: 'lab-import',
  };
  return (
    <Stack gap="md" data-testid="lab-results">
      {sample.texture_class && (
        <Alert color="teal" data-testid="lab-texture">{t('texture_sets_soil', { texture: t(`irrigation:texture.${sample.texture_class}`), soil: t(`irrigation:settings.soil.${sample.soil_type}`) })}</Alert>
      )}
      {sample.warnings.map((w) => (
        <Alert key={w} color="orange" data-testid={`lab-warning-${w}`}>{t(`warnings.${w}`)}</Alert>
      ))}
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder fz="sm" data-testid="lab-results-table">
          <TableHead headings={[t('parameter'), t('result'), t('unit'), t('range')]} />
          <Table.Tbody>
            {sample.properties.length === 0 && (
              <Table.Tr><Table.Td colSpan={4}><Text size="sm" c="dimmed">{t('no_properties')}</Text></Table.Td></Table.Tr>
            )}
            {sample.properties.map((p) => {
              const rated = labRating(sample.sample_type, p.parameter, p.result, p.unit);
              return (
                <Table.Tr key={p.parameter} data-testid={`lab-result-${p.parameter}`}>
                  <Table.Td>{t(`parameters.${p.parameter}`)}</Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'end' }}>{nf.format(p.result)}</Table.Td>
                  <Table.Td dir="ltr">{unitLabel(p.unit, t)}</Table.Td>
                  <Table.Td data-testid={`lab-range-${p.parameter}`}>
                    {rated ? (
                      <Stack gap={2}>
                        <Group gap={6} wrap="nowrap">
                          <Badge size="sm" variant="light" color={{ low: 'yellow', optimal: 'green', high: 'red' }[rated.rating]}>{t(`rating.${rated.rating}`)}</Badge>
                          <Text size="xs" dir="ltr" style={{ whiteSpace: 'nowrap' }}>{`\u2066${nf.format(rated.range.min)}–${nf.format(rated.range.max)} ${rated.range.unit}`.trim() + '\u2069'}</Text>
                        </Group>
                        <Text size="xs" c="dimmed">{t(`sources.${rated.range.source}`)}</Text>
                      </Stack>
                    ) : (
                      <Text size="xs" c="dimmed">—</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap={6}>
        <Title order={4} size="h5">{t('report.title')}</Title>
        <Group gap="sm">
          <Text size="sm" c={sample.report_file_name ? undefined : 'dimmed'} dir="auto" data-testid="lab-report-name">{sample.report_file_name ?? t('report.none')}</Text>
          {sample.report_file_name && (
            <Button size="xs" variant="default" onClick={() => void downloadLabReport(api, sample.id, sample.report_file_name!)} data-testid="lab-report-download">
              {t('report.download')}
            </Button>
          )}
          <FileButton accept="application/pdf,image/jpeg,image/png,image/webp" onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <PermissionButton permission={labSamplesEndpoints.uploadReport.access} size="xs" variant="light" loading={upload.isPending} {...props} data-testid="lab-report-upload">
                {t('report.upload')}
              </PermissionButton>
            )}
          </FileButton>
          <Badge variant="light" color="gray">{t('report.limits')}</Badge>
        </Group>
        {upload.isError && <Alert color="red" role="alert" data-testid="lab-report-error">{errorText(upload.error)}</Alert>}
      </Stack>

      <Stack gap={6}>
        <Title order={4} size="h5">{t('import.title')}</Title>
        <ImportPanel importer={importer} onImported={() => undefined} />
      </Stack>
    </Stack>
  );
}
