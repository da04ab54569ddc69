import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The not-authorised popup itself (spec 4), a chunk of its own: the shell loads it when first opened. */
export default function NotAuthorisedModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened onClose={onClose} title={t('not_authorised_title')} centered data-testid="not-authorised-modal">
      <Text dir="auto">{t('not_authorised_message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-testid="not-authorised-ok">
          {t('common:ok')}
        </Button>
      </Group>
    </Modal>
  );
}
