import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TREE_IMPORT_MAX_ROWS, treesEndpoints, type TreeImportResult } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { useApi } from '../../app/services';
import { ImportPanel, type SheetImporter } from '../../app/ui/sheet-import/import-panel';
import { SideDrawer } from '../../app/ui/side-drawer';
import { TREES_QUERY_KEY } from './trees-api';

const previewTrees = (api: ApiClient, form: FormData) => callEndpoint(api, treesEndpoints.importPreview, { form });
const importTrees = (api: ApiClient, form: FormData) => callEndpoint(api, treesEndpoints.import, { form });

/**
 * "Import from Excel" of the trees list (issue #12): the template, then the shared sheet import (range, preview with
 * each row's problems, import only when every row is valid). Rows update the trees they name by code or by field,
 * row and column, and add trees on free spots; the list and the grid refresh after.
 */
export function TreeImportDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('trees');
  const api = useApi();
  const template = useMutation({ mutationFn: () => downloadEndpoint(api, treesEndpoints.importTemplate, 'trees-template.xlsx') });
  const importer: SheetImporter = {
    preview: previewTrees,
    commit: importTrees,
    ns: 'trees',
    queryKey: TREES_QUERY_KEY,
    testId: 'trees-import',
    maxRows: TREE_IMPORT_MAX_ROWS,
    columnLabel: (key) => t(`fields.${key === 'field_code' ? 'field' : key}`),
    importedMessage: (result) => {
      const { created, updated } = result as TreeImportResult;
      return t('import.imported', { created, updated });
    },
  };
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('import.title')} testId="trees-import-drawer" size="xl">
      <Stack>
        <Group>
          <Button variant="light" size="xs" loading={template.isPending} onClick={() => template.mutate()} data-testid="trees-import-template">
            {t('import.template')}
          </Button>
        </Group>
        {opened && <ImportPanel importer={importer} onImported={onClose} />}
      </Stack>
    </SideDrawer>
  );
}
