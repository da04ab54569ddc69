import { useState, type FormEvent } from 'react';
import { Paper, SegmentedControl, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createStockCountSchema,
  createTransactionSchema,
  createTransferSchema,
  inventoriesEndpoints,
  suppliersEndpoints,
  type InventoryRecord,
} from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useApi } from '../../app/services';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { formInputs } from '../../app/ui/form-inputs';
import { ResourceForm } from '../../app/ui/resource-form';
import { useFormDraft } from '../../app/ui/use-form-draft';
import { INVENTORIES_QUERY_KEY, INVENTORY_ITEMS_QUERY_KEY, SUPPLIERS_QUERY_KEY, useAllItems, useItemName } from './inventories-api';
import { choiceOptions } from '../../app/ui/choice-options';
import { useSave } from '../../app/ui/use-save';

type Kind = 'in' | 'out' | 'transfer' | 'count';
const KINDS: Kind[] = ['in', 'out', 'transfer', 'count'];

interface Draft {
  item_id: string | null;
  quantity: number | null;
  supplier_id: string | null;
  unit_cost: number | null;
  to_inventory_id: string | null;
  reason: string;
  note: string;
}
const EMPTY: Draft = { item_id: null, quantity: null, supplier_id: null, unit_cost: null, to_inventory_id: null, reason: '', note: '' };
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** What each kind posts, and to which endpoint (issue #14: in/out transactions, transfers, stock counts). */
function request(kind: Kind, d: Draft) {
  const base = { item_id: d.item_id ?? '', note: orNull(d.note) };
  if (kind === 'transfer') return { endpoint: inventoriesEndpoints.transfer, schema: createTransferSchema, body: { ...base, to_inventory_id: d.to_inventory_id ?? '', quantity: d.quantity ?? 0 } };
  if (kind === 'count') return { endpoint: inventoriesEndpoints.stockCount, schema: createStockCountSchema, body: { item_id: base.item_id, counted_quantity: d.quantity ?? -1, reason: d.reason } };
  const purchase = kind === 'in' ? { supplier_id: d.supplier_id, unit_cost: d.unit_cost } : {};
  return { endpoint: inventoriesEndpoints.createTransaction, schema: createTransactionSchema, body: { ...base, transaction_type: kind, quantity: d.quantity ?? 0, ...purchase } };
}

/** A new in, out, transfer or stock count of one store; a withdrawal larger than the stock comes back with the spec's message on the quantity. */
export function TransactionForm({ store, onDone }: { store: InventoryRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('inventories');
  const api = useApi();
  const errorText = useErrorText();
  const nameOf = useItemName();
  const items = useAllItems();
  const [kind, setKind] = useState<Kind>('out');
  const { draft, errors, setErrors, set } = useFormDraft<Draft>(EMPTY);
  const input = formInputs({ draft, set, errors, t }, { labels: 'transaction', testId: 'transaction-form' });
  const suppliers = useQuery({
    queryKey: [...SUPPLIERS_QUERY_KEY, 'all'],
    enabled: kind === 'in',
    queryFn: ({ signal }) => callEndpoint(api, suppliersEndpoints.list, { query: { page: 1, page_size: 100 }, signal }),
  });
  const stores = useQuery({
    queryKey: [...INVENTORIES_QUERY_KEY, 'all'],
    enabled: kind === 'transfer',
    queryFn: ({ signal }) => callEndpoint(api, inventoriesEndpoints.list, { query: { page: 1, page_size: 100 }, signal }),
  });
  const save = useSave({
    mutationFn: ({ endpoint, body }: ReturnType<typeof request>) => callEndpoint(api, endpoint as typeof inventoriesEndpoints.createTransaction, { params: { id: store.id }, body } as never),
    refresh: [INVENTORIES_QUERY_KEY, INVENTORY_ITEMS_QUERY_KEY, SUPPLIERS_QUERY_KEY],
    saved: { id: 'inventory-transaction-saved', message: t('saved') },
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, { quantity_exceeds_stock: 'quantity' })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const call = request(kind, draft);
    const parsed = call.schema.safeParse(call.body);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error, t, i18n);
      // The count's quantity is shown in the quantity input.
      setErrors(found.counted_quantity ? { ...found, quantity: found.counted_quantity } : found);
      return;
    }
    save.mutate({ ...call, body: parsed.data } as ReturnType<typeof request>);
  };
  const unit = items.data?.results.find((i) => i.id === draft.item_id)?.unit;
  const formError = save.error && !isFieldError(save.error, { quantity_exceeds_stock: 'quantity' }) ? errorText(save.error) : null;

  return (
    <Paper withBorder p="md" radius="md">
      <ResourceForm testId="transaction-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={t('transaction.submit')}>
        <SegmentedControl
          value={kind}
          onChange={(v) => [setKind(v as Kind), setErrors({})]}
          data={choiceOptions(t, KINDS, 'kinds')}
          aria-label={t('transaction.kind')}
          data-testid="transaction-form-kind"
          fullWidth
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input.select('item_id', (items.data?.results ?? []).map((i) => ({ value: i.id, label: nameOf(i) })), { searchable: true, required: true })}
          {input.number('quantity', {
            label: t(kind === 'count' ? 'transaction.counted_quantity' : 'transaction.quantity'),
            min: 0,
            decimalScale: 3,
            rightSection: unit ? t(`units.${unit}`) : undefined,
            rightSectionWidth: 64,
            required: true,
            error: errors.quantity ?? errors.counted_quantity,
          })}
          {kind === 'in' && (
            <>
              {input.select('supplier_id', (suppliers.data?.results ?? []).map((s) => ({ value: s.id, label: s.name })), { searchable: true, clearable: true })}
              {input.number('unit_cost', { min: 0, decimalScale: 2 })}
            </>
          )}
          {kind === 'transfer' &&
            input.select('to_inventory_id', (stores.data?.results ?? []).filter((s) => s.id !== store.id).map((s) => ({ value: s.id, label: s.name })), { required: true })}
        </SimpleGrid>
        {kind === 'count' ? input.text('reason', { required: true }) : input.text('note')}
      </ResourceForm>
    </Paper>
  );
}
