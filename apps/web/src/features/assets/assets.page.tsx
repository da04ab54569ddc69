import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSET_STATES, ASSET_TYPES, assetsEndpoints, type AssetRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { PageTitle } from '../../app/ui/page-title';
import { SideDrawer } from '../../app/ui/side-drawer';
import { PageTabs } from '../../app/ui/page-tabs';
import { useSetParam } from '../../app/ui/use-set-param';
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
      testId="assets"
      names={listNames(t, sectionKeys('', { intro: true }))}
      rowTestKey={(asset) => asset.code}
      filters={[
        { name: 'type', label: t('fields.type'), options: choiceOptions(t, ASSET_TYPES, 'types') },
        { name: 'state', label: t('fields.state'), options: choiceOptions(t, ASSET_STATES, 'states') },
        { name: 'farm_id', label: t('fields.farm'), options: farms.options },
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

const TAB_LABELS = { list: 'tab_list', network: 'tab_network', maintenance: 'maintenance.due_tab' } as const;

/** Assets (`/assets`): the list, and a farm's network on the map and as the flow from source to field (`?tab=network&farm=`). */
function AssetsPage() {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const setParam = useSetParam({ replace: true });
  return (
    <PageTabs
      tabs={['list', 'network', 'maintenance']}
      testId="assets"
      label={(name) => t(TAB_LABELS[name])}
      replace
      panels={{
        list: <AssetList />,
        network: (
          <>
            <PageTitle>{t('title')}</PageTitle>
            <AssetNetwork farmId={params.get('farm')} onFarm={(id) => setParam('farm', id)} />
          </>
        ),
        maintenance: (
          <>
            <PageTitle>{t('maintenance.due_tab')}</PageTitle>
            <MaintenanceDueList />
          </>
        ),
      }}
    />
  );
}

export const Component = withAssetsI18n(AssetsPage);
