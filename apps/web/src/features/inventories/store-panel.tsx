import { useState } from 'react';
import { Badge, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inventoriesEndpoints, type InventoryRecord, type StockLineRecord, type TransactionLineRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';
import { useFormat } from '../../app/i18n/format';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useItemName } from './inventories-api';
import { STORE_PAGE_SIZE, StorePages } from './store-pages';
import { TransactionForm } from './transaction-form';

const STATUS_COLOR = { ok: 'green', low: 'yellow', out: 'red' } as const;
const TYPE_COLOR: Record<TransactionLineRecord['transaction_type'], string> = { in: 'teal', out: 'orange', transfer_in: 'blue', transfer_out: 'grape', adjustment: 'gray' };

/** One store: its items with the low and out-of-stock flags, its history, and the form of a new transaction. */
export function StorePanel({ store }: { store: InventoryRecord }) {
  const { t } = useTranslation('inventories');
  const [tab, setTab] = useState<'items' | 'history'>('items');
  const [writing, setWriting] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={tab}
          onChange={(v) => setTab(v as 'items' | 'history')}
          data={[
            { value: 'items', label: t('tabs.items') },
            { value: 'history', label: t('tabs.history') },
          ]}
          data-testid="store-tabs"
        />
        {!writing && (
          <PermissionButton permission={inventoriesEndpoints.createTransaction.access} onClick={() => setWriting(true)} data-testid="store-new-transaction">
            {t('new_transaction')}
          </PermissionButton>
        )}
      </Group>
      {writing && <TransactionForm store={store} onDone={() => setWriting(false)} />}
      {tab === 'items' ? <StockTable store={store} /> : <HistoryTable store={store} />}
    </Stack>
  );
}

function StockTable({ store }: { store: InventoryRecord }) {
  const { t } = useTranslation('inventories');
  const api = useApi();
  const format = useFormat();
  const nameOf = useItemName();
  const [status, setStatus] = useState<'low' | 'out' | null>(null);
  const qty = (line: StockLineRecord) => `${format.number({ maximumFractionDigits: 3 }).format(line.quantity)} ${t(`units.${line.unit}`)}`;
  const date = (iso: string) => format.dateTime({ dateStyle: 'medium' }).format(new Date(iso));
  return (
    <StorePages<StockLineRecord>
      part={[store.id, 'items', status]}
      fetchPage={(page, signal) => callEndpoint(api, inventoriesEndpoints.stock, { params: { id: store.id }, query: { page, page_size: STORE_PAGE_SIZE, ...(status ? { status } : {}) }, signal })}
      caption={t('tabs.items')}
      headers={[t('stock.item'), t('stock.category'), t('stock.quantity'), t('stock.unit_cost'), t('stock.inserted_at'), t('stock.status')]}
      minWidth={680}
      testId="store-items"
      row={(line) => (
        <Table.Tr key={line.id} data-testid="store-item-row" data-name={line.name_en}>
          <Table.Td><Text size="sm" fw={500} dir="auto">{nameOf(line)}</Text></Table.Td>
          <Table.Td>{t(`categories.${line.category}`)}</Table.Td>
          <Table.Td data-testid="store-item-quantity" style={{ whiteSpace: 'nowrap' }}>{qty(line)}</Table.Td>
          <Table.Td>{line.unit_cost === null ? '—' : format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(line.unit_cost)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(line.inserted_at)}</Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLOR[line.status]} variant="light" style={{ textTransform: 'none' }} data-testid="store-item-status">
              {t(`flags.${line.status}`)}
            </Badge>
          </Table.Td>
        </Table.Tr>
      )}
    >
      <Select
        label={t('stock.status')}
        data={[
          { value: 'low', label: t('flags.low') },
          { value: 'out', label: t('flags.out') },
        ]}
        placeholder={t('all_items')}
        value={status}
        onChange={(v) => setStatus(v as 'low' | 'out' | null)}
        clearable
        w={220}
        data-testid="store-items-status"
      />
    </StorePages>
  );
}

function HistoryTable({ store }: { store: InventoryRecord }) {
  const { t } = useTranslation('inventories');
  const api = useApi();
  const format = useFormat();
  const nameOf = useItemName();
  const number = format.number({ maximumFractionDigits: 3 });
  const signed = (line: TransactionLineRecord) => {
    const sign = line.transaction_type === 'out' || line.transaction_type === 'transfer_out' ? -1 : 1;
    return format.number({ maximumFractionDigits: 3, signDisplay: 'exceptZero' }).format(sign * line.quantity);
  };
  return (
    <StorePages<TransactionLineRecord>
      part={[store.id, 'history']}
      fetchPage={(page, signal) => callEndpoint(api, inventoriesEndpoints.transactions, { params: { id: store.id }, query: { page, page_size: STORE_PAGE_SIZE }, signal })}
      caption={t('tabs.history')}
      headers={[t('history.date'), t('stock.item'), t('history.type'), t('history.quantity'), t('history.after'), t('history.party'), t('history.note'), t('history.by')]}
      minWidth={900}
      testId="store-history"
      row={(line) => (
        <Table.Tr key={line.id} data-testid="store-history-row">
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime({ dateStyle: 'medium' }).format(new Date(line.created_at))}</Table.Td>
          <Table.Td><Text size="sm" dir="auto">{nameOf(line)}</Text></Table.Td>
          <Table.Td style={{ minWidth: 120 }}>
            <Badge color={TYPE_COLOR[line.transaction_type]} miw="fit-content" variant="light" style={{ textTransform: 'none' }} data-testid="store-history-type">
              {t(`kinds.${line.transaction_type}`)}
            </Badge>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <bdi dir="ltr">{signed(line)}</bdi> {t(`units.${line.unit}`)}
          </Table.Td>
          <Table.Td>{number.format(line.quantity_after)}</Table.Td>
          <Table.Td><span dir="auto">{line.supplier_name ?? line.counterpart_inventory_name ?? '—'}</span></Table.Td>
          <Table.Td><Text size="sm" dir="auto" lineClamp={2}>{line.note ?? '—'}</Text></Table.Td>
          <Table.Td><span dir="auto">{line.user_name ?? '—'}</span></Table.Td>
        </Table.Tr>
      )}
    />
  );
}
