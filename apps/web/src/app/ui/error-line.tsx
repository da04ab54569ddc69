import { Text, type MantineSize } from '@mantine/core';
import { useErrorText } from '../api/use-error-text';

/** What went wrong, as the server or the network said it, in a red line read out at once; nothing without an error. */
export function ErrorLine({ error, size, testId }: { error: unknown; size?: MantineSize; testId?: string }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Text size={size} c="red" role="alert" data-testid={testId}>
      {errorText(error)}
    </Text>
  );
}
