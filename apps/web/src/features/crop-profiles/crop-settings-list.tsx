import type { ComponentType } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api/api-client';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, type ListColumn, type ListEndpoints } from '../../app/ui/list/resource-list-page';
import { SettingsBackLink } from '../settings/settings-back-link';
import { CROP_SETTINGS_KEY, cropSettingsEndpoints, type CropSettingKind, type CropSettingRecord } from './crop-profiles-api';
import { useCropOptions } from './crops-i18n';
import { useSeededName } from '../../shared/seeded-names';

export interface CropSettingsListProps<K extends CropSettingKind> {
  kind: K;
  /** Prefix of the page's test ids, e.g. `growth-profiles`. */
  testId: string;
  /** The columns after the name and the crop. */
  columns: ListColumn<CropSettingRecord<K>>[];
  Form: ComponentType<{ record: CropSettingRecord<K> | null; onDone: () => void }>;
  /** Wider table for many columns. */
  minWidth?: number;
}

/**
 * One crop settings page on the resource list: the name as typed (a seeded FAO-56 profile's in the reader's language)
 * and the crop's name in the reader's language first, a crop filter, and a refused delete that names the varieties still using a profile.
 */
export function CropSettingsList<K extends CropSettingKind>({ kind, testId, columns, Form, minWidth = 860 }: CropSettingsListProps<K>) {
  const { t } = useTranslation('crops');
  // Widened so the typed message keys below are the union of the three, not a generic template.
  const k: CropSettingKind = kind;
  const crops = useCropOptions();
  const seeded = useSeededName();
  type Row = CropSettingRecord<K>;
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <ResourceListPage<Row>
        endpoints={cropSettingsEndpoints(kind) as unknown as ListEndpoints<Row>}
        queryKey={[...CROP_SETTINGS_KEY, kind]}
        refreshKey={CROP_SETTINGS_KEY}
        title={t(`${k}.title`)}
        intro={t(`${k}.intro`)}
        testId={testId}
        itemTestId={testId}
        rowTestKey={() => null}
        searchLabel={t(`${k}.search`)}
        filters={[{ name: 'crop', label: t('crop'), placeholder: t('all_crops'), options: crops, width: 280, searchable: true }]}
        minWidth={minWidth}
        columns={[
          { header: t('name'), cell: (r) => <NameCell name={seeded(r.name)} /> },
          { header: t('crop'), cell: (r) => t(`crop_names.${r.crop}`) },
          ...columns,
        ]}
        rowName={(r) => seeded(r.name)}
        text={{ add: t(`${k}.add`), edit: t(`${k}.edit`), deleteTitle: t(`${k}.delete_title`), deleteConfirm: (name) => t('delete_confirm', { name }), deleted: t('deleted') }}
        deleteErrorDetail={(error) => {
          const blockers = error instanceof ApiRequestError ? error.fields?.varieties : undefined;
          return blockers && t('used_by', { names: blockers });
        }}
        form={(record, onDone) => <Form record={record} onDone={onDone} />}
      />
    </Stack>
  );
}
