import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tasksEndpoints, treeRecordsEndpoints, treesEndpoints, type TreeHealthState, type TreeRecord } from '@rayyan/contracts';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { TreeRecordForm } from '../review/tree-record-form';
import { PalmWorkOrder } from './palm-work-order';
import { HealthBadge } from '../trees/tree-cells';
import { TREES_QUERY_KEY, useTreeFarmOptions } from '../trees/trees-api';

/** The states a palm passes through in the programme: infected → recently treated or healing → recently healed, or dead. */
export const INFESTED_STATES = ['infected', 'treated_or_healing', 'recently_healed', 'dead'] as const satisfies readonly TreeHealthState[];

/**
 * The palms of the RPW programme by state (infected first): a treatment (injection, removal and cutting) or a
 * follow-up is recorded on a palm through the field records, and the engineer's approval in the review moves the palm
 * (a treatment of an infected palm to recently treated or healing, removal and cutting to dead and an empty spot); a
 * work order for the team goes to the operations module's tasks on the palm's field.
 */
export function InfestedPalms() {
  const ready = useContentNamespaces(['trees']);
  const [params, setParams] = useSearchParams();
  const unfiltered = !params.get('health_state');
  // The tab opens on the infected palms (the healthy ones are the trees list's).
  useEffect(() => {
    if (unfiltered) setParams((current) => new URLSearchParams([...current, ['health_state', 'infected']]), { replace: true });
  }, [unfiltered, setParams]);
  return ready && !unfiltered ? <InfestedPalmsList /> : <Loader size="sm" />;
}

function InfestedPalmsList() {
  const { t } = useTranslation('pests');
  const { t: tt } = useTranslation('trees');
  const farms = useTreeFarmOptions();
  const [recording, setRecording] = useState<TreeRecord | null>(null);
  const [ordering, setOrdering] = useState<TreeRecord | null>(null);
  return (
    <>
      <ResourceListPage<TreeRecord>
        endpoints={{ list: treesEndpoints.list, export: treesEndpoints.export }}
        keyset
        emptyText={t('palms.none')}
        queryKey={TREES_QUERY_KEY}
        title={t('palms.title')}
        intro={t('palms.intro')}
        testId="palms"
        rowTestKey={(tree) => tree.code}
        exportPrefix="infested-palms"
        searchLabel={tt('search')}
        filters={[
          { name: 'health_state', label: tt('fields.health_state'), options: INFESTED_STATES.map((v) => ({ value: v, label: tt(`health_states.${v}`) })), width: 220, testId: 'palms-filter-health' },
          { name: 'farm_id', label: tt('fields.farm'), options: farms, placeholder: tt('all_farms'), searchable: true, width: 200 },
        ]}
        minWidth={520}
        columns={[
          // The code and the state in the first column: a phone shows both beside the kept actions column.
          {
            header: tt('fields.code'),
            cell: (tree) => (
              <Stack gap={4} align="flex-start">
                <span dir="ltr">{tree.code}</span>
                <HealthBadge state={tree.health_state} />
              </Stack>
            ),
            style: { whiteSpace: 'nowrap' },
          },
          { header: tt('fields.field'), cell: (tree) => <span dir="auto">{tree.field_code}</span>, style: { whiteSpace: 'nowrap' } },
          { header: tt('fields.variety'), cell: (tree) => <span dir="auto">{tree.variety ?? '—'}</span> },
        ]}
        rowName={(tree) => tree.code}
        text={{ edit: t('palms.record') }}
        rowActions={(tree) => (
          <Group gap={4} wrap="nowrap">
            <PermissionButton permission={treeRecordsEndpoints.create.access} size="xs" variant="light" onClick={() => setRecording(tree)} aria-label={t('palms.record_named', { name: tree.code })} data-testid={`palm-record-${tree.code}`}>
              {t('palms.record')}
            </PermissionButton>
            <PermissionButton permission={tasksEndpoints.create.access} size="xs" variant="default" onClick={() => setOrdering(tree)} aria-label={t('palms.order_named', { name: tree.code })} data-testid={`palm-order-${tree.code}`}>
              {t('palms.order')}
            </PermissionButton>
          </Group>
        )}
      />
      <SideDrawer opened={recording !== null} onClose={() => setRecording(null)} title={t('palms.record_title', { name: `\u2068${recording?.code ?? ''}\u2069` })} testId="palm-record-drawer">
        {recording && <TreeRecordForm key={recording.id} tree={recording} onDone={() => setRecording(null)} />}
      </SideDrawer>
      <SideDrawer opened={ordering !== null} onClose={() => setOrdering(null)} title={t('palms.order_drawer', { name: `\u2068${ordering?.code ?? ''}\u2069` })} testId="palm-order-drawer">
        {ordering && <PalmWorkOrder key={ordering.id} tree={ordering} onDone={() => setOrdering(null)} />}
      </SideDrawer>
    </>
  );
}
