import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a create-or-edit form: the server's form-level refusal above the fields, then Cancel and the
 * submit button (busy while saving). Test ids: `{testId}`, `{testId}-error`, `{testId}-submit` (or `submitTestId`).
 */
export function ResourceForm({
  testId,
  onSubmit,
  onCancel,
  formError,
  saving,
  submitLabel,
  submitTestId,
  children,
}: {
  testId: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  formError: string | null;
  saving: boolean;
  /** Save by default. */
  submitLabel?: string;
  /** `{testId}-submit` by default. */
  submitTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('lists');
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
            {formError}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid={submitTestId ?? `${testId}-submit`}>
            {submitLabel ?? t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
