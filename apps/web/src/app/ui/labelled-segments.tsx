import { useId, type ReactNode } from 'react';
import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';

/**
 * A segmented control with a visible label above it (Mantine's has none), which also names it for screen readers,
 * and a line under it saying what the choice means.
 */
export function LabelledSegments({ label, description, ...props }: SegmentedControlProps & { label: string; description?: ReactNode; 'data-testid'?: string }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...props} />
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
