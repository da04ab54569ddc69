import { qrTokenOfLink, type FieldRegistry, type FieldRegistryTree } from '@rayyan/contracts';
import { fieldDb } from './field-db';

/** The registry as kept on the phone, for one user. */
export interface StoredRegistry extends FieldRegistry {
  user_id: string;
}

/** What a typed code or a scanned label found. */
export type TreeLookup = { kind: 'found'; tree: FieldRegistryTree } | { kind: 'unknown_code' } | { kind: 'not_a_label' } | { kind: 'unknown_label' };

export const registryStore = {
  load: (userId: string) => fieldDb.get<StoredRegistry>('registry', userId),
  save: (userId: string, registry: FieldRegistry) => fieldDb.put<StoredRegistry>('registry', { ...registry, user_id: userId }),
};

/** Finds trees in a registry by code (any letter case, spaces around ignored) or by a label's link, without the server. */
export function registryIndex(registry: FieldRegistry | undefined) {
  const byCode = new Map<string, FieldRegistryTree>();
  const byToken = new Map<string, FieldRegistryTree>();
  for (const tree of registry?.trees ?? []) {
    byCode.set(tree.code.toUpperCase(), tree);
    byToken.set(tree.token, tree);
  }
  const fields = new Map((registry?.fields ?? []).map((field) => [field.id, field]));
  return {
    size: byCode.size,
    field: (id: string) => fields.get(id),
    byCode(code: string): TreeLookup {
      const tree = byCode.get(code.trim().toUpperCase());
      return tree ? { kind: 'found', tree } : { kind: 'unknown_code' };
    },
    /** A scanned text: a label link of one of the registry's trees, a link this registry does not hold, or no label. */
    byLink(text: string): TreeLookup {
      const token = qrTokenOfLink(text);
      if (!token) return { kind: 'not_a_label' };
      const tree = byToken.get(token);
      return tree ? { kind: 'found', tree } : { kind: 'unknown_label' };
    },
  };
}
export type RegistryIndex = ReturnType<typeof registryIndex>;
