import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface NotAuthorisedControls {
  open: () => void;
}

const NotAuthorisedContext = createContext<NotAuthorisedControls>({ open: () => {} });

/** Holds the not-authorised popup's open state (spec 4: "toggled by state") and renders the popup. */
export function NotAuthorisedProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const controls = useMemo(() => ({ open }), [open]);
  return (
    <NotAuthorisedContext.Provider value={controls}>
      {children}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('not_authorised_title')}
        centered
        data-testid="not-authorised-modal"
      >
        <Text dir="auto">{t('not_authorised_message')}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setOpened(false)} data-testid="not-authorised-ok">
            {t('common:ok')}
          </Button>
        </Group>
      </Modal>
    </NotAuthorisedContext.Provider>
  );
}

/** Opens the not-authorised popup. */
export function useNotAuthorised(): NotAuthorisedControls {
  return useContext(NotAuthorisedContext);
}

/** Sends the user to `to` (their home) and opens the not-authorised popup once there. */
export function NotAuthorisedRedirect({ to }: { to: string }) {
  const { open } = useNotAuthorised();
  const navigate = useNavigate();
  useEffect(() => {
    open();
    void navigate(to, { replace: true });
  }, [open, navigate, to]);
  return null;
}
