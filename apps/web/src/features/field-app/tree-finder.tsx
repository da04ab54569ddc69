import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { qrLabelsEndpoints, qrTokenOfLink, type FieldRegistryTree } from '@rayyan/contracts';
import { ApiRequestError } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useApi } from '../../app/services';
import type { CameraProblem } from './camera-scanner';
import type { RegistryIndex } from './registry-store';

// The camera view and its decoder (WebAssembly) load only when the user scans.
const CameraScanner = lazy(() => import('./camera-scanner'));

/** The tree a record is for: from the phone's registry, or (online) from a label of a tree the phone does not hold. */
export type ChosenTree = Pick<FieldRegistryTree, 'id' | 'code' | 'field_id' | 'row' | 'column' | 'drips_working' | 'drips_broken' | 'drips_blocked'> & Partial<Pick<FieldRegistryTree, 'health_state'>>;

/** Finds the tree to record: a typed code, or a label read by the camera (matched on the phone, else asked online). */
export function TreeFinder({ index, onChoose }: { index: RegistryIndex; onChoose: (tree: ChosenTree) => void }) {
  const { t } = useTranslation('field');
  const api = useApi();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [checking, setChecking] = useState(false);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const found = index.byCode(code);
    if (found.kind === 'found') {
      setProblem(null);
      setCode('');
      return onChoose(found.tree);
    }
    setProblem(t('lookup.unknown_code'));
  };

  /** A label the phone does not hold: online, the server says whose it is (or that it is forged). */
  const resolveOnline = async (token: string) => {
    setChecking(true);
    try {
      const link = await callEndpoint(api, qrLabelsEndpoints.resolve, { params: { token } });
      onChoose({ id: link.tree_id, code: link.code, field_id: link.field_id, row: link.row, column: link.column, drips_working: 0, drips_broken: 0, drips_blocked: 0 });
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.status === 0 ? t('lookup.unknown_label') : errorText(error));
    } finally {
      setChecking(false);
    }
  };

  const scanned = (text: string) => {
    setScanning(false);
    const found = index.byLink(text);
    if (found.kind === 'found') {
      setProblem(null);
      return onChoose(found.tree);
    }
    if (found.kind === 'not_a_label') return setProblem(t('lookup.not_a_label'));
    if (navigator.onLine) return void resolveOnline(qrTokenOfLink(text)!);
    setProblem(t('lookup.unknown_label'));
  };

  const cameraProblem = (what: CameraProblem) => {
    setScanning(false);
    setProblem(t(`camera.${what}`));
  };

  return (
    <Stack gap="sm">
      <form onSubmit={find} noValidate>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('find.code')}
            placeholder={t('find.code_placeholder')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoCapitalize="characters"
            autoComplete="off"
            dir="ltr"
            data-testid="field-code"
          />
          <Button type="submit" data-testid="field-find">
            {t('find.button')}
          </Button>
        </Group>
      </form>
      {scanning ? (
        <Suspense fallback={<Loader size="sm" />}>
          <CameraScanner onText={scanned} onProblem={cameraProblem} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <Button
          variant="light"
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
          data-testid="field-scan"
        >
          {t('find.scan')}
        </Button>
      )}
      {checking && <Loader size="sm" aria-label={t('lookup.checking')} />}
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="field-lookup-error">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
