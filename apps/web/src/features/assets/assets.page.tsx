import { useState } from 'react';
import { Badge, Button, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSET_STATES, ASSET_TYPES, assetsEndpoints, type AssetRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { PageTitle } from '../../app/ui/page-title';
import { SideDrawer } from '../../app/ui/side-drawer';
import { AssetForm } from './asset-form';
import { AssetNetwork } from './asset-network';
import { ASSETS_QUERY_KEY, useAssetFarms } from './assets-api';
import { withAssetsI18n } from './assets-i18n';
import { ASSET_COLORS } from './flow-tree';
import { MaintenanceDueList } from './maintenance-due';
import { MaintenancePanel } from './maintenance-panel';
import { choiceOptions } from '../../app/ui/choice-options';

const STATE_COLORS = { working: 'green', under_maintenance: 'orange', out_of_service: 'red' } as const;

/** The assets list: type, state and farm filters, search, export, and the create-or-edit form of each type. */
function AssetList() {
  const { t } = useTranslation('assets');
  const farms = useAssetFarms();
  const [params] = useSearchParams();
  const [servicing, setServicing] = useState<AssetRecord | null>(null);
  return (
    <>
    <ResourceListPage<AssetRecord>
      endpoints={assetsEndpoints}
      queryKey={ASSETS_QUERY_KEY}
      intro={t('intro')}
      testId="assets"
      names={listNames(t, sectionKeys(''))}
      rowTestKey={(asset) => asset.code}
      filters={[
        { name: 'type', label: t('fields.type'), options: choiceOptions(t, ASSET_TYPES, 'types'), testId: 'assets-filter-type' },
        { name: 'state', label: t('fields.state'), options: choiceOptions(t, ASSET_STATES, 'states'), testId: 'assets-filter-state' },
        { name: 'farm_id', label: t('fields.farm'), options: farms.options, testId: 'assets-filter-farm' },
      ]}
      minWidth={860}
      columns={[
        {
          header: t('fields.code'),
          style: { whiteSpace: 'nowrap' },
          cell: (a) => (
            <Text size="sm" fw={600} style={{ borderInlineStart: `4px solid ${ASSET_COLORS[a.type]}`, paddingInlineStart: 6 }}>
              <bdi>{a.code}</bdi>
            </Text>
          ),
        },
        { header: t('fields.name'), cell: (a) => <bdi>{a.name}</bdi> },
        { header: t('fields.type'), cell: (a) => t(`types.${a.type}`) },
        { header: t('fields.farm'), cell: (a) => <bdi>{a.farm_name}</bdi> },
        { header: t('fields.feeds_asset_id'), cell: (a) => (a.feeds_asset_name ? <bdi>{a.feeds_asset_name}</bdi> : '—') },
        {
          header: t('fields.state'),
          cellTestId: (a) => `asset-state-${a.code}`,
          cell: (a) => (
            <Stack gap={2} align="flex-start">
              <Badge variant="light" color={STATE_COLORS[a.state]}>{t(`states.${a.state}`)}</Badge>
              <Text size="xs" c="dimmed">{t(`ownerships.${a.ownership}`)}</Text>
            </Stack>
          ),
        },
      ]}
      rowName={(a) => a.code}
      form={(asset, onDone) => <AssetForm asset={asset} farmId={params.get('farm_id')} onDone={onDone} />}
      drawer={{ size: 'lg' }}
      rowActions={(a) => (
        <Button size="xs" variant="light" onClick={() => setServicing(a)} aria-label={t('maintenance.button_named', { name: a.code })} data-testid={`asset-maintenance-${a.code}`}>
          {t('maintenance.button')}
        </Button>
      )}
    />
    <SideDrawer opened={servicing !== null} onClose={() => setServicing(null)} title={servicing ? `${t('maintenance.title')} · ${servicing.code}` : ''} testId="asset-maintenance-drawer">
      {servicing && <MaintenancePanel key={servicing.id} asset={servicing} />}
    </SideDrawer>
    </>
  );
}

/** Assets (`/assets`): the list, and a farm's network on the map and as the flow from source to field (`?tab=network&farm=`). */
function AssetsPage() {
  const { t } = useTranslation('assets');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'network' || params.get('tab') === 'maintenance' ? params.get('tab')! : 'list';
  const change = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onChange={(v) => change({ tab: v === 'list' ? null : v })} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="list" data-testid="assets-tab-list">{t('tab_list')}</Tabs.Tab>
        <Tabs.Tab value="network" data-testid="assets-tab-network">{t('tab_network')}</Tabs.Tab>
        <Tabs.Tab value="maintenance" data-testid="assets-tab-maintenance">{t('maintenance.due_tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">
        <AssetList />
      </Tabs.Panel>
      <Tabs.Panel value="network">
        <PageTitle>{t('title')}</PageTitle>
        <AssetNetwork farmId={params.get('farm')} onFarm={(id) => change({ farm: id })} />
      </Tabs.Panel>
      <Tabs.Panel value="maintenance">
        <PageTitle>{t('maintenance.due_tab')}</PageTitle>
        <MaintenanceDueList />
      </Tabs.Panel>
    </Tabs>
  );
}

export const Component = withAssetsI18n(AssetsPage);
