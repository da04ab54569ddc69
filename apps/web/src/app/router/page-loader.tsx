import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page chunk loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
