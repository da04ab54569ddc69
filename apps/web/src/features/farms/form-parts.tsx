import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api/api-client';
import { useErrorText } from '../../app/api/use-error-text';
import type { FormMessage } from './farm-form-state';

/** The spec's wizard message ("You should draw a farm before" / "Please draw the borders using the map tools"…). */
export function WizardMessage({ message, onClose }: { message: FormMessage | null; onClose: () => void }) {
  const { t } = useTranslation('geo');
  if (!message) return null;
  return (
    <Alert color="orange" variant="light" role="alert" title={t(message.title)} withCloseButton onClose={onClose} closeButtonLabel={t('cancel')} data-testid="geo-form-message">
      {message.body ? t(message.body) : null}
    </Alert>
  );
}

/** A save refused by the server: Limit Exceeded gets its own notice (contact the provider); geometry problems say they are marked. */
export function SaveError({ error, testId }: { error: unknown; testId: string }) {
  const { t } = useTranslation('geo');
  const errorText = useErrorText();
  if (!error) return null;
  const code = error instanceof ApiRequestError ? error.code : 'unknown';
  if (code === 'limit_exceeded') {
    return (
      <Alert color="red" variant="filled" role="alert" title={t('limit_title')} data-testid={`${testId}-limit`}>
        {errorText(error)}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`} data-code={code}>
      {errorText(error)}
      {error instanceof ApiRequestError && error.location && <Text size="sm" mt={4}>{t('problem_marked')}</Text>}
    </Alert>
  );
}

/** "a, b , c" → ["a", "b", "c"] */
export const splitList = (text: string) => text.split(/[,،]/).map((s) => s.trim()).filter(Boolean);
