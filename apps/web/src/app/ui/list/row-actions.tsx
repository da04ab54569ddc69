import type { ReactNode } from 'react';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PermissionButton, type PermissionButtonProps } from '../../permissions/permission-button';
import tableClasses from './list-table.module.css';

/**
 * A list row's actions cell: any extra actions, then Edit and Delete, each shown only with its policy
 * permission. `label` names the record for screen readers ("Edit: Khalas Block A").
 */
export function RowActions({
  edit,
  remove,
  label,
  testIds,
  children,
  trailing,
  sticky = false,
  mode,
}: {
  /** Absent for records that are not edited from the list (their row has its own controls). */
  edit?: { permission: PermissionButtonProps['permission']; onClick: () => void; label?: string };
  /** Absent for records that are not deleted from the list (only edited). */
  remove?: { permission: PermissionButtonProps['permission']; onClick: () => void; label?: string };
  /** The record's name, read after the action ("Edit Khalas Block A"). */
  label: string;
  testIds: { edit: string; delete: string };
  children?: ReactNode;
  /** Actions after Edit and Delete. */
  trailing?: ReactNode;
  /** Stays in view at the row's end when the table scrolls sideways (with ListTable's stickyLastColumn). */
  sticky?: boolean;
  /** Without the permission: hide the buttons (default) or show them disabled with the reason. */
  mode?: PermissionButtonProps['mode'];
}) {
  const { t } = useTranslation('lists');
  return (
    <Table.Td className={sticky ? tableClasses.stickyEnd : undefined}>
      <Group gap={6} wrap="nowrap">
        {children}
        {edit && (
          <PermissionButton permission={edit.permission} mode={mode} size="xs" variant="light" onClick={edit.onClick} aria-label={edit.label ?? `${t('edit')}: ${label}`} data-testid={testIds.edit}>
            {t('edit')}
          </PermissionButton>
        )}
        {remove && (
          <PermissionButton permission={remove.permission} mode={mode} size="xs" variant="subtle" color="red" onClick={remove.onClick} aria-label={remove.label ?? `${t('delete')}: ${label}`} data-testid={testIds.delete}>
            {t('delete')}
          </PermissionButton>
        )}
        {trailing}
      </Group>
    </Table.Td>
  );
}
