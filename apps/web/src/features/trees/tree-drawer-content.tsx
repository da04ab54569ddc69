import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TreeRecord } from '@rayyan/contracts';
import { useCan } from '../../app/permissions/use-can';
import { TreeRecordForm } from '../review/tree-record-form';
import { TreeForm } from './tree-form';

/**
 * An opened tree: record what you see (sent for review; anyone who may see the trees), or edit the tree itself
 * (whoever may edit them, who starts there).
 */
export function TreeDrawerContent({ tree, onDone }: { tree: TreeRecord; onDone: () => void }) {
  const { t } = useTranslation('trees');
  const canEdit = useCan('farm_and_fields:edit');
  // Until the user picks a tab: edit for whoever may (their permissions may arrive after the drawer opens), else record.
  const [picked, setTab] = useState<string | null>(null);
  const tab = picked ?? (canEdit ? 'edit' : 'record');
  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="record" data-testid="tree-drawer-record-tab">
            {t('records.record_tab')}
          </Tabs.Tab>
          {canEdit && (
            <Tabs.Tab value="edit" data-testid="tree-drawer-edit-tab">
              {t('records.edit_tab')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="record" pt="md">
          <TreeRecordForm tree={tree} onDone={onDone} />
        </Tabs.Panel>
        {canEdit && (
          <Tabs.Panel value="edit" pt="md">
            <TreeForm tree={tree} onDone={onDone} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
