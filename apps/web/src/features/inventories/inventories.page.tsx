import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inventoriesEndpoints, type InventoryRecord } from '@rayyan/contracts';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useFormat } from '../../app/i18n/format';
import { INVENTORIES_QUERY_KEY } from './inventories-api';
import { withInventoriesI18n } from './inventories-i18n';
import { InventoryForm } from './inventory-form';
import { StorePanel } from './store-panel';

/** `/inventories`: the stores of the organisation's farms with their low and out-of-stock flags; a store opens its items, history and transaction form. */
function InventoriesPage() {
  const { t } = useTranslation('inventories');
  const format = useFormat();
  const [opened, setOpened] = useState<InventoryRecord | null>(null);
  return (
    <>
      <ResourceListPage<InventoryRecord>
        endpoints={inventoriesEndpoints}
        queryKey={INVENTORIES_QUERY_KEY}
        testId="inventories"
        names={listNames(t, { ...nounKeys('store'), title: 'title', intro: 'intro' })}
        minWidth={860}
        columns={[
          {
            header: t('store.name'),
            cell: (s) => <NameCell name={s.name} detail={s.tree_field_name} />,
          },
          { header: t('store.farm'), cell: (s) => <span dir="auto">{s.farm_name}</span> },
          { header: t('store.items'), cell: (s) => format.number().format(s.items_count) },
          {
            header: t('store.flags'),
            style: { minWidth: 150 },
            cell: (s) => (
              <Group gap={4} wrap="nowrap">
                {s.low_items > 0 && <Badge color="yellow" variant="light" style={{ textTransform: 'none' }} data-testid="inventories-low">{t('flags.low_count', { count: s.low_items })}</Badge>}
                {s.out_of_stock > 0 && <Badge color="red" variant="light" style={{ textTransform: 'none' }} data-testid="inventories-out">{t('flags.out_count', { count: s.out_of_stock })}</Badge>}
                {s.low_items === 0 && s.out_of_stock === 0 && <Badge color="green" variant="light" style={{ textTransform: 'none' }}>{t('flags.ok')}</Badge>}
              </Group>
            ),
          },
          { header: t('store.value'), cell: (s) => format.number({ maximumFractionDigits: 0 }).format(s.total_value) },
        ]}
        rowName={(s) => s.name}
        rowTestKey={() => null}
        rowActions={(s) => (
          <Button size="xs" variant="light" onClick={() => setOpened(s)} aria-label={t('open_named', { name: s.name })} data-testid={`inventories-open-${s.id}`}>
            {t('open')}
          </Button>
        )}
        form={(store, onDone) => <InventoryForm store={store} onDone={onDone} />}
      />
      <SideDrawer opened={!!opened} onClose={() => setOpened(null)} title={opened?.name ?? ''} testId="inventory-store-drawer" size="xl">
        {opened && <StorePanel store={opened} />}
      </SideDrawer>
    </>
  );
}

export const Component = withInventoriesI18n(InventoriesPage);
