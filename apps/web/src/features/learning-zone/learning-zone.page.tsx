import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEARNING_CATEGORIES, type LearningItem } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useSession } from '../../app/session/use-session';
import { PageTitle } from '../../app/ui/page-title';
import { PageLoader } from '../../app/router/page-loader';
import { ListEmpty, NoContentYet } from '../../app/ui/empty-page';
import { ListPagination, SearchInput } from '../../app/ui/list/list-parts';
import { useListParams } from '../../app/ui/list/use-list-params';
import { Markdown } from '../../shared/markdown';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { learningApi } from './learning-api';
import { LearningEditor } from './learning-editor';
import { DraftMedium, isDraftMedium } from './draft-media';
import { LearningImage, LearningVideo } from './learning-media';

/** `/learning-zone`: articles and videos with categories, search and pages (the list kit's, in the address bar) and a reading view (`?item=<slug>`). */
export function Component() {
  const ready = useContentNamespaces(['learning']);
  const [params] = useSearchParams();
  const slug = params.get('item');
  if (!ready) return <PageLoader />;
  return slug ? <ReadingView slug={slug} /> : <LearningList />;
}

const textOf = (text: { en: string; ar: string }, language: string) => (language === 'ar' ? text.ar : text.en);

function LearningList() {
  const { t, i18n } = useTranslation('learning');
  const api = useApi();
  const { user } = useSession();
  // Search, category and page in the address bar, as on every kit list.
  const list = useListParams(['category']);
  const [editing, setEditing] = useState<LearningItem | null | undefined>(undefined);
  const page = useQuery({
    queryKey: ['learning-zone', list.query],
    queryFn: () => learningApi.list(api, list.query),
    placeholderData: keepPreviousData,
  });
  const items = page.data?.results ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('title')}</PageTitle>
        {user?.super_admin ? (
          <Button onClick={() => setEditing(null)} data-testid="learning-new">{t('new_item')}</Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t('lead')}</Text>
      <Group align="end" role="search" aria-label={t('search')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search')} testId="learning-search" />
        <NativeSelect
          label={t('field_category')}
          value={list.filters.category ?? ''}
          onChange={(e) => list.setFilter('category', e.currentTarget.value || null)}
          data={[{ value: '', label: t('all_categories') }, ...LEARNING_CATEGORIES.map((c) => ({ value: c, label: t(`category_${c}`) }))]}
          data-testid="learning-category"
        />
      </Group>
      {page.isPending ? <PageLoader /> : items.length === 0 ? <ListEmpty /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((item) => (
          <Card key={item.slug} withBorder radius="md" padding="lg" data-testid="learning-card">
            <Group gap="xs" mb="xs">
              <Badge variant="light">{t(`category_${item.category}`)}</Badge>
              <Badge variant="outline" color="gray">{t(`kind_${item.kind}`)}</Badge>
              {!item.published ? <Badge color="orange">{t('draft')}</Badge> : null}
            </Group>
            <Anchor component={Link} to={`/learning-zone?item=${item.slug}`} fw={700} fz="lg">
              {textOf(item.title, i18n.language)}
            </Anchor>
            <Text size="sm" c="dimmed" mt="xs">{textOf(item.summary, i18n.language)}</Text>
            {user?.super_admin ? (
              <Group mt="sm">
                <Button size="xs" variant="light" onClick={() => setEditing(item)}>{t('edit')}</Button>
              </Group>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
      {!!page.data?.count && (
        <ListPagination count={page.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="learning-pagination" />
      )}
      {editing !== undefined ? <LearningEditor key={editing?.slug ?? 'new'} item={editing} opened onClose={() => setEditing(undefined)} /> : null}
    </Stack>
  );
}

function ReadingView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('learning');
  const api = useApi();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const item = useQuery({ queryKey: ['learning-zone', 'item', slug], queryFn: () => learningApi.get(api, slug) });
  const remove = useMutation({
    mutationFn: () => learningApi.remove(api, slug),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['learning-zone'] });
      setParams({});
    },
  });
  if (item.isPending) return <PageLoader />;
  if (!item.data) return <NoContentYet />;
  const data = item.data;
  const title = textOf(data.title, i18n.language);
  return (
    <Stack gap="md" maw={820} data-testid="learning-article">
      <Anchor component={Link} to="/learning-zone" size="sm">{t('back')}</Anchor>
      <Group gap="xs">
        <Badge variant="light">{t(`category_${data.category}`)}</Badge>
        <Badge variant="outline" color="gray">{t(`kind_${data.kind}`)}</Badge>
      </Group>
      <Title order={1} data-testid="learning-article-title">{title}</Title>
      <Text size="lg" c="dimmed">{textOf(data.summary, i18n.language)}</Text>
      {data.image_url ? (
        isDraftMedium(data.image_url, data.published) ? <DraftMedium url={data.image_url} kind="image" label={title} /> : <LearningImage url={data.image_url} alt={title} />
      ) : null}
      {data.video_url ? (
        isDraftMedium(data.video_url, data.published) ? <DraftMedium url={data.video_url} kind="video" label={title} /> : <LearningVideo url={data.video_url} title={title} />
      ) : null}
      <Markdown source={textOf(data.body, i18n.language)} />
      {user?.super_admin ? (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)} data-testid="learning-edit">
            {t('edit')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              if (window.confirm(t('delete_confirm'))) remove.mutate();
            }}
          >
            {t('delete')}
          </Button>
        </Group>
      ) : null}
      {editing ? <LearningEditor key={`${data.slug}-${data.updated_at}`} item={data} opened onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
