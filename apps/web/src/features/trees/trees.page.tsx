import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_BUCKETS, SPOT_STATES, TREE_DRIPS_FILTERS, TREE_GENDERS, TREE_HEALTH_STATES, treeAgeBucket, treesEndpoints, type TreeRecord } from '@rayyan/contracts';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { DripsCell, HealthBadge } from './tree-cells';
import { TreeForm } from './tree-form';
import { TreeImportDrawer } from './tree-import-drawer';
import { TREES_QUERY_KEY, useTreeFarmOptions, useTreeFieldOptions } from './trees-api';
import { withTreesI18n } from './trees-i18n';
import { choiceOptions } from '../../app/ui/choice-options';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * `/trees`: every tree of the organisation's tree fields in keyset pages (field, row, column), searched by code and
 * filtered by farm, field, health and spot state, drips, variety, gender, productive and age (the dashboard's figures
 * link here with these), exported with those filters, edited one at a time (issue #12).
 * Trees come from generating a field's grid or from an Excel import (which also updates them), so the list neither
 * adds nor deletes them one by one.
 */
function TreesPage() {
  const { t } = useTranslation('trees');
  const nf = useFormat().number();
  const options = useTreeFieldOptions();
  const farmOptions = useTreeFarmOptions();
  const text = (value: string | null) => <span dir="auto">{value ?? '—'}</span>;
  const [importing, setImporting] = useState(false);
  return (
    <>
    <TreeImportDrawer opened={importing} onClose={() => setImporting(false)} />
    <ResourceListPage<TreeRecord>
      endpoints={{ list: treesEndpoints.list, export: treesEndpoints.export, update: treesEndpoints.update }}
      keyset
      emptyText={t('no_trees_found')}
      queryKey={TREES_QUERY_KEY}
      title={t('title')}
      testId="trees"
      searchLabel={t('search')}
      actions={() => (
        <PermissionButton permission={treesEndpoints.import.access} variant="default" onClick={() => setImporting(true)} data-testid="trees-import-open">
          {t('import.open')}
        </PermissionButton>
      )}
      filters={[
        { name: 'farm_id', label: t('fields.farm'), options: farmOptions, placeholder: t('all_farms'), searchable: true, width: 200 },
        { name: 'field_id', label: t('fields.field'), options: options.fields, placeholder: t('all_fields'), searchable: true, width: 220 },
        { name: 'health_state', label: t('fields.health_state'), options: choiceOptions(t, TREE_HEALTH_STATES, 'health_states'), width: 220, testId: 'trees-filter-health' },
        { name: 'spot_state', label: t('fields.spot_state'), options: choiceOptions(t, SPOT_STATES, 'spot_states'), testId: 'trees-filter-spot' },
        { name: 'drips', label: t('fields.drips_filter'), options: choiceOptions(t, TREE_DRIPS_FILTERS, 'drips_filters') },
        { name: 'variety', label: t('fields.variety'), options: options.varieties, searchable: true },
        { name: 'gender', label: t('fields.gender'), options: choiceOptions(t, TREE_GENDERS, 'genders'), width: 140 },
        { name: 'productive', label: t('fields.productive'), options: [{ value: 'true', label: t('yes') }, { value: 'false', label: t('no') }], width: 140 },
        { name: 'age_bucket', label: t('fields.age'), options: choiceOptions(t, AGE_BUCKETS, 'age_buckets'), width: 160, testId: 'trees-filter-age' },
      ]}
      minWidth={1000}
      columns={[
        // What a tree is and how it is first (a phone shows these without scrolling); where it stands after (its code says it too).
        { header: t('fields.code'), cell: (tree) => <span dir="ltr">{tree.code}</span>, style: nowrap },
        { header: t('fields.health_state'), cell: (tree) => <HealthBadge state={tree.health_state} /> },
        { header: t('fields.spot_state'), cell: (tree) => t(`spot_states.${tree.spot_state}`), style: nowrap },
        { header: t('fields.drips'), cell: (tree) => <DripsCell tree={tree} /> },
        { header: t('fields.field'), cell: (tree) => text(tree.field_code), style: nowrap },
        { header: t('fields.row'), cell: (tree) => nf.format(tree.row) },
        { header: t('fields.column'), cell: (tree) => nf.format(tree.column) },
        { header: t('fields.variety'), cell: (tree) => text(tree.variety) },
        { header: t('fields.gender'), cell: (tree) => (tree.gender ? t(`genders.${tree.gender}`) : '—') },
        { header: t('fields.age'), cell: (tree) => (tree.age_years === null ? '—' : t(`age_buckets.${treeAgeBucket(tree.age_years)}`)), style: nowrap },
      ]}
      rowName={(tree) => tree.code}
      text={{ edit: t('edit_tree'), editNamed: (name) => t('edit_named', { name }) }}
      form={(tree, done) => tree && <TreeForm tree={tree} onDone={done} />}
    />
    </>
  );
}

export const Component = withTreesI18n(TreesPage);
