import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inventoryItemsEndpoints, type InventoryItemRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';

export const INVENTORY_ITEMS_QUERY_KEY = ['inventory-items'] as const;
export const SUPPLIERS_QUERY_KEY = ['suppliers'] as const;
export const INVENTORIES_QUERY_KEY = ['inventories'] as const;

/** An item's name in the reader's language. */
export function useItemName() {
  const { i18n } = useTranslation();
  return (item: Pick<InventoryItemRecord, 'name_en' | 'name_ar'>) => (i18n.language === 'ar' ? item.name_ar : item.name_en);
}

/** The organisation's items (at most 100, by English name), for the pickers of forms. */
export function useAllItems() {
  const api = useApi();
  return useQuery({
    queryKey: [...INVENTORY_ITEMS_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => callEndpoint(api, inventoryItemsEndpoints.list, { query: { page: 1, page_size: 100 }, signal }),
  });
}
