import { Alert, Anchor, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { qrLabelsEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { PageTitle } from '../../app/ui/page-title';
import { withTreesI18n } from '../trees/trees-i18n';

/** `/trees/q/:token`: where a tree's QR label points; opens the tree on its field's grid, or says why it cannot. */
function QrLinkPage() {
  const { t } = useTranslation('trees');
  const { token = '' } = useParams();
  const api = useApi();
  const errorText = useErrorText();
  const link = useQuery({ queryKey: ['qr-link', token], queryFn: ({ signal }) => callEndpoint(api, qrLabelsEndpoints.resolve, { params: { token }, signal }), retry: false });
  if (link.data) return <Navigate replace to={`/fields/${link.data.field_id}/grid?row=${link.data.row}&column=${link.data.column}`} />;
  return (
    <Stack gap="md">
      <PageTitle>{t('qr.scanned_title')}</PageTitle>
      {link.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label={t('qr.opening')} />
        </Group>
      )}
      {link.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="qr-link-error">
          {errorText(link.error)}
        </Alert>
      )}
      <Anchor component={Link} to="/trees">
        {t('qr.to_trees')}
      </Anchor>
    </Stack>
  );
}

export const Component = withTreesI18n(QrLinkPage);
