import { useState } from 'react';
import { Alert, Button, Card, Code, CopyButton, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sensorsEndpoints, type SensorKey, type SensorRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { useFormat } from '../../app/i18n/format';
import { SENSORS_QUERY_KEY } from './sensors-api';

/** One line of the new key's details, with a copy button. */
function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('sensors');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block dir="ltr" style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('key.copied') : t('key.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * The sensor's device key: when the current one was made, a button to create one (or rotate it, after a confirmation:
 * the old key stops working), and the new key shown this once with the MQTT topic and the organisation's code.
 */
export function SensorKeyPanel({ sensor }: { sensor: SensorRecord }) {
  const { t } = useTranslation('sensors');
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<SensorKey | null>(null);
  const create = useMutation({
    mutationFn: () => callEndpoint(api, sensorsEndpoints.createKey, { params: { id: sensor.id } }),
    onSuccess: (key) => {
      setConfirming(false);
      setShown(key);
      void queryClient.invalidateQueries({ queryKey: SENSORS_QUERY_KEY });
    },
  });
  const usage: [string, string[]][] = [
    [t('key.http'), ['POST /api/sensor-readings/', 'Authorization: Device <key>']],
    [t('key.mqtt_user'), [sensor.code]],
    [t('key.mqtt_password'), [t('key.the_key')]],
  ];
  const ask = () => (sensor.has_key ? setConfirming(true) : create.mutate());
  return (
    <Card withBorder padding="md" data-testid="sensor-key-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('key.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('key.intro')}
        </Text>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm" data-testid="sensor-key-usage">
          <Table.Tbody>
            {usage.map(([label, values]) => (
              <Table.Tr key={label}>
                <Table.Th w={160} fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>
                  <Group gap={6}>
                    {values.map((value) => (
                      <Code key={value} dir="ltr">
                        {value}
                      </Code>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" data-testid="sensor-key-state">
          {sensor.key_created_at ? t('key.created_at', { date: format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(sensor.key_created_at)) }) : t('key.none')}
        </Text>
        {!!create.error && !confirming && (
          <Alert color="red" variant="light" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <Group>
          <PermissionButton permission="sensors:edit" onClick={ask} loading={create.isPending && !confirming} data-testid="sensor-key-create">
            {sensor.has_key ? t('key.rotate') : t('key.create')}
          </PermissionButton>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('key.rotate_confirm_title')}
        message={t('key.rotate_confirm')}
        confirmLabel={t('key.rotate')}
        onConfirm={() => create.mutate()}
        onClose={() => setConfirming(false)}
        loading={create.isPending}
        error={create.error}
        testId="sensor-key-rotate-confirm"
      />
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t('key.title')} size="lg" centered data-testid="sensor-key-shown">
        {shown && (
          <Stack>
            <Alert color="orange" variant="light" data-testid="sensor-key-once">
              {t('key.shown_once')}
            </Alert>
            <Copyable label={t('key.key')} value={shown.key} testId="sensor-key-value" />
            <Copyable label={t('key.topic')} value={shown.mqtt_topic} testId="sensor-key-topic" />
            <Copyable label={t('key.org_code')} value={shown.org_code} testId="sensor-key-org-code" />
            <Group justify="flex-end">
              <Button onClick={() => setShown(null)} data-testid="sensor-key-done">
                {t('key.done')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
