import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateTreeRecord } from '@rayyan/contracts';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useFormat } from '../../app/i18n/format';
import { PageTitle } from '../../app/ui/page-title';
import { useSession } from '../../app/session/use-session';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { FieldRecordForm } from './field-record-form';
import { OutboxPanel } from './outbox-panel';
import { TreeFinder, type ChosenTree } from './tree-finder';
import { useFieldRegistry } from './use-field-registry';
import { useOnline } from './use-online';
import { useOutbox } from './use-outbox';

/** The registry's state: how many trees the phone holds and since when, and the button to download them again. */
function RegistryCard({ userId, online }: { userId: string; online: boolean }) {
  const { t } = useTranslation('field');
  const format = useFormat();
  const { registry, updating, failed, refresh } = useFieldRegistry(userId);
  const when = registry ? format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(registry.generated_at)) : '';
  return (
    <Card withBorder padding="md" data-testid="field-registry" data-trees={registry?.trees.length ?? 0}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('registry.title')}
        </Title>
        <Text size="sm">{registry ? t('registry.count', { count: registry.trees.length, fields: registry.fields.length, when }) : t('registry.none')}</Text>
        {registry?.truncated && <Text size="sm">{t('registry.truncated', { count: registry.trees.length })}</Text>}
        {failed && online && <Text size="sm" c="red">{t('registry.failed')}</Text>}
        <Group>
          <Button variant="default" size="xs" onClick={refresh} loading={updating} disabled={!online}>
            {t('registry.refresh')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function FieldRecordScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('field');
  const { t: tt } = useTranslation('trees');
  const online = useOnline();
  const { add } = useAlerts();
  const { index, loading } = useFieldRegistry(userId);
  const outbox = useOutbox(userId);
  const [tree, setTree] = useState<ChosenTree | null>(null);
  const save = async (body: CreateTreeRecord, code: string) => {
    await outbox.add(body, code);
    add({ id: 'field-record-saved', message: t('record.saved') });
    setTree(null);
  };
  const field = tree ? index.field(tree.field_id) : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <PageTitle>{t('title')}</PageTitle>
        <Badge color={online ? 'green' : 'orange'} variant="light" data-testid="field-online" data-online={online}>
          {online ? t('status.online') : t('status.offline')}
        </Badge>
      </Group>
      <Text size="sm">{t('intro')}</Text>
      {!online && (
        <Alert color="orange" variant="light" data-testid="field-offline-note">
          {t('status.offline_note')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Card withBorder padding="md">
            {loading ? (
              <Loader size="sm" />
            ) : tree ? (
              <Stack gap="md" data-testid="field-tree" data-tree={tree.code}>
                <Stack gap={2}>
                  <Text fw={700} size="lg" dir="ltr" style={{ textAlign: 'start' }}>
                    {tree.code}
                  </Text>
                  <Text size="sm">
                    {field ? `${field.code} · ${field.name} · ` : ''}
                    {t('tree.spot', { row: tree.row, column: tree.column })}
                  </Text>
                  {tree.health_state && <Text size="sm">{t('tree.health', { state: tt(`health_states.${tree.health_state}`) })}</Text>}
                </Stack>
                <FieldRecordForm key={tree.id} tree={tree} onSave={save} onCancel={() => setTree(null)} />
              </Stack>
            ) : (
              <TreeFinder index={index} onChoose={setTree} />
            )}
          </Card>
          <RegistryCard userId={userId} online={online} />
        </Stack>
        <OutboxPanel view={outbox} online={online} />
      </SimpleGrid>
    </Stack>
  );
}

/** `/field`: the field app (issue #12): find a palm by code or label, record it, offline too. */
function FieldRecordPage() {
  const { user } = useSession();
  const ready = useContentNamespaces(['trees', 'field']);
  if (!ready || !user) return <Loader size="sm" />;
  return <FieldRecordScreen userId={user.user_id} />;
}

export const Component = FieldRecordPage;
