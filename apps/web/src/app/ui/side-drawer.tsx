import type { ReactNode } from 'react';
import { Drawer, useDirection } from '@mantine/core';

/** A form drawer that opens from the inline end (right in English, left in Arabic), full width on phones. */
export function SideDrawer({ opened, onClose, title, children, testId, size = 'lg' }: { opened: boolean; onClose: () => void; title: string; children: ReactNode; testId: string; size?: 'lg' | 'xl' }) {
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={size}
      padding="lg"
      data-testid={testId}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}
