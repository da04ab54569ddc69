import { EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { menuFor } from '@rayyan/contracts';
import { useSession } from '../session/use-session';
import { PageTitle } from './page-title';

/** The spec's empty state "No Content Yet" (spec 8), or another of its empty states as `title`; `data-testid="empty-state"`. */
export function NoContentYet({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return <EmptyState title={title ?? t('no_content_yet')} data-testid="empty-state" mt="xl" />;
}

/**
 * A list that is built but has no rows: the spec's "No Items" (spec 8), or another of its empty states as `title`
 * ("No trees found"); `data-testid="empty-state"`. "No Content Yet" is only for pages not built yet (EmptyPage).
 */
export function ListEmpty({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return <EmptyState title={title ?? t('no_items')} data-testid="empty-state" mt="xl" />;
}

/**
 * A page whose content later work fills: its title and the empty state, never invented data.
 * Inside the app the title follows the user's own menu label for the path (tree and crop menus name
 * `/farms` differently); elsewhere `titleKey` (namespace `pages`) is used.
 */
export function EmptyPage({ titleKey, path }: { titleKey: string; path?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const item = path && user ? menuFor(user).find((entry) => entry.path === path) : undefined;
  return (
    <>
      <PageTitle>{item ? t(`menu:${item.key}`) : t(`pages:${titleKey}`)}</PageTitle>
      <NoContentYet />
    </>
  );
}
