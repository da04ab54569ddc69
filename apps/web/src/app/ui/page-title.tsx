import { useEffect } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page heading; also names the browser tab so history and tabs read well. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${children} · ${t('common:app_name')}`;
  }, [children, t]);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
