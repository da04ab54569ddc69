import { FIELD_REGISTRY_MAX_TREES, type FieldRegistry } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { QrTokens } from '../qr-labels/qr-token';
import type { FieldAppRepository } from './field-app.repository';

/** The field app's registry (issue #12): what a phone keeps to find trees by typed code or scanned label offline. */
export function createFieldAppService({ repo, tokens, clock }: { repo: FieldAppRepository; tokens: QrTokens; clock: Clock }) {
  return {
    async registry(orgId: string, userId: string): Promise<FieldRegistry> {
      const fields = await repo.fieldsOf(orgId, userId);
      const rows = await repo.treesOf(orgId, fields.map((f) => f.id), FIELD_REGISTRY_MAX_TREES + 1);
      const kept = rows.slice(0, FIELD_REGISTRY_MAX_TREES);
      return {
        fields,
        trees: kept.map((tree) => ({ ...tree, token: tokens.sign(tree.id) })),
        truncated: rows.length > FIELD_REGISTRY_MAX_TREES,
        generated_at: clock.now().toISOString(),
      };
    },
  };
}
