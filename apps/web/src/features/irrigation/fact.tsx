import { Text } from '@mantine/core';

/**
 * One labelled figure of the advice (label above, value below; `dir="ltr"` keeps an h:mm time in order in Arabic;
 * `nowrap` keeps a short value with its unit on one line).
 */
export function Fact({ label, value, testId, dir, note, nowrap }: { label: string; value: string; testId: string; dir?: 'ltr'; note?: string; nowrap?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={600} data-testid={testId} style={nowrap ? { whiteSpace: 'nowrap' } : undefined}><bdi dir={dir}>{value}</bdi></Text>
      {note && <Text size="xs" c="dimmed" mt={2} data-testid={`${testId}-note`}>{note}</Text>}
    </div>
  );
}
