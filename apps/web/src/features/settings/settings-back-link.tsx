import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { canOpenAppPath } from '@rayyan/contracts';

/** "← Settings" above a settings sub-page, for users who may open the settings landing. */
export function SettingsBackLink() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  if (!user || !canOpenAppPath(user, '/settings')) return null;
  return (
    <Anchor component={Link} to="/settings" size="sm" data-testid="settings-back">
      {t('back_to_settings')}
    </Anchor>
  );
}
