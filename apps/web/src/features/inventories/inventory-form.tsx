import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints, inventoriesEndpoints, type InventoryRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';
import { bodyOf } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { INVENTORIES_QUERY_KEY } from './inventories-api';

interface StoreDraft {
  name: string;
  farm_id: string | null;
  tree_field_id: string | null;
  notes: string;
}

const draftFrom = (s: InventoryRecord | null): StoreDraft => ({ name: s?.name ?? '', farm_id: s?.farm_id ?? null, tree_field_id: s?.tree_field_id ?? null, notes: s?.notes ?? '' });
const bodyFrom = (d: StoreDraft) => bodyOf(d, { unset: ['farm_id'] });

const STORE_FORM = resourceForm({ name: 'inventory', endpoints: inventoriesEndpoints, queryKey: INVENTORIES_QUERY_KEY, ns: 'inventories', labels: 'store', codeFields: { name_exists: 'name' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a store: its farm, and optionally the tree field whose virtual inventory it is. */
export function InventoryForm({ store, onDone }: { store: InventoryRecord | null; onDone: () => void }) {
  const api = useApi();
  const { draft, set, errors, input, frame, t } = useRecordForm(STORE_FORM, store, onDone);
  const farms = useQuery({
    queryKey: ['farms', 'all'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100 }, signal }),
  });
  const fields = useQuery({
    queryKey: ['fields', 'of-farm', draft.farm_id],
    enabled: !!draft.farm_id,
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100, farm_id: draft.farm_id! }, signal }),
  });
  return (
    <ResourceForm {...frame} submitLabel={store ? undefined : t('add_store')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('name', { required: true })}
        <Select
          label={t('store.farm')}
          data={(farms.data?.results ?? []).map((f) => ({ value: f.id, label: f.name }))}
          value={draft.farm_id}
          onChange={(value) => {
            set('farm_id')(value);
            set('tree_field_id')(null);
          }}
          required
          searchable
          error={errors.farm_id}
          data-testid="inventory-form-farm_id"
        />
        {input.select('tree_field_id', (fields.data?.results ?? []).map((f) => ({ value: f.id, label: f.name })), { label: t('store.tree_field'), clearable: true, disabled: !draft.farm_id })}
      </SimpleGrid>
      {input.textarea('notes')}
    </ResourceForm>
  );
}
