import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS, PERMISSION_GROUP_KEYS, normalisePermissions, type PermissionGroup, type PolicyPermissions } from '@rayyan/contracts';

/** Grants of one group after "view only" (view, or the group's first action) or "full" (everything). */
export function rowShortcut(group: PermissionGroup, kind: 'view_only' | 'full'): string[] {
  const actions = PERMISSION_GROUPS[group] as readonly string[];
  if (kind === 'full') return [...actions];
  return actions.includes('view') ? ['view'] : group === 'system_accessibility' ? ['web'] : [actions[0]!];
}

/**
 * The access-policy editor: rows are the permission groups of spec 6, cells are their actions, and each
 * row has "view only" and "full" shortcuts. Controlled: `value` in, `onChange` with normalised grants out.
 */
export function PolicyMatrix({ value, onChange, readOnly }: { value: PolicyPermissions; onChange: (next: PolicyPermissions) => void; readOnly?: boolean }) {
  const { t } = useTranslation('settings');
  const granted = (g: PermissionGroup) => (value[g] ?? []) as readonly string[];
  const setGroup = (g: PermissionGroup, actions: string[]) => onChange(normalisePermissions({ ...value, [g]: actions }));
  const toggle = (g: PermissionGroup, action: string, on: boolean) =>
    setGroup(g, on ? [...granted(g), action] : granted(g).filter((a) => a !== action));

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="policy-matrix">
        <caption style={{ captionSide: 'top', textAlign: 'start', paddingBlockEnd: 8 }}>
          <Text size="sm" c="dimmed">{t('matrix_caption')}</Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('permission_group')}</Table.Th>
            <Table.Th scope="col">{t('actions_column')}</Table.Th>
            {!readOnly && <Table.Th scope="col">{t('shortcuts')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERMISSION_GROUP_KEYS.map((g) => {
            const actions = PERMISSION_GROUPS[g] as readonly string[];
            const groupLabel = t(`groups.${g}`);
            return (
              <Table.Tr key={g} data-testid={`policy-row-${g}`}>
                <Table.Th scope="row" fw={600}>{groupLabel}</Table.Th>
                <Table.Td>
                  <Group gap="md" role="group" aria-label={groupLabel}>
                    {actions.map((a) => (
                      <Checkbox
                        key={a}
                        label={t(`actions.${a}`)}
                        checked={granted(g).includes(a)}
                        onChange={(e) => toggle(g, a, e.currentTarget.checked)}
                        disabled={readOnly}
                        data-testid={`policy-${g}-${a}`}
                      />
                    ))}
                  </Group>
                </Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button size="compact-xs" variant="light" onClick={() => setGroup(g, rowShortcut(g, 'view_only'))} aria-label={t('view_only_for', { group: groupLabel })} data-testid={`policy-${g}-view-only`}>
                        {t('view_only')}
                      </Button>
                      <Button size="compact-xs" variant="light" onClick={() => setGroup(g, rowShortcut(g, 'full'))} aria-label={t('full_for', { group: groupLabel })} data-testid={`policy-${g}-full`}>
                        {t('full')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
