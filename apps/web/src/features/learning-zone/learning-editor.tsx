import { useState } from 'react';
import { Button, Checkbox, FileButton, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LEARNING_CATEGORIES,
  LEARNING_IMAGE_TYPES,
  LEARNING_KINDS,
  LEARNING_VIDEO_TYPES,
  learningItemWriteSchema,
  type LearningItem,
  type LearningItemWrite,
} from '@rayyan/contracts';
import { useErrorText } from '../../app/api/use-error-text';
import { useApi } from '../../app/services';
import { learningApi } from './learning-api';

const EMPTY: LearningItemWrite = {
  slug: '',
  kind: 'article',
  category: 'irrigation',
  title: { en: '', ar: '' },
  summary: { en: '', ar: '' },
  body: { en: '', ar: '' },
  image_url: null,
  video_url: null,
  published: true,
};

/** The super admin's editor of a learning-zone item: both languages, Markdown bodies, image and video. */
export function LearningEditor({ item, opened, onClose }: { item: LearningItem | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LearningItemWrite>(() => (item ? { ...item } : EMPTY));
  const [invalid, setInvalid] = useState<string[]>([]);
  const errorText = useErrorText();
  // Uploading stores the file and points the saved item at it at once; the form takes the new address.
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (!item) throw new Error('an item is saved before its media are uploaded');
      const body = new FormData();
      body.append('file', file);
      return learningApi.uploadMedia(api, item.slug, body);
    },
    onSuccess: async (saved) => {
      setForm((current) => ({ ...current, image_url: saved.image_url, video_url: saved.video_url }));
      await queryClient.invalidateQueries({ queryKey: ['learning-zone'] });
    },
  });
  const save = useMutation({
    mutationFn: (value: LearningItemWrite) => (item ? learningApi.update(api, item.slug, value) : learningApi.create(api, value)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['learning-zone'] });
      onClose();
    },
  });
  const set = <K extends keyof LearningItemWrite>(key: K, value: LearningItemWrite[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'summary' | 'body', lang: 'en' | 'ar', value: string) =>
    setForm((current) => ({ ...current, [key]: { ...current[key], [lang]: value } }));
  const submit = () => {
    const parsed = learningItemWriteSchema.safeParse({ ...form, image_url: form.image_url || null, video_url: form.video_url || null });
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => issue.path.join('.')));
      return;
    }
    setInvalid([]);
    save.mutate(parsed.data);
  };
  const bad = (path: string) => (invalid.some((p) => p === path || p.startsWith(`${path}.`)) ? t('invalid') : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={item ? t('edit') : t('new_item')} size="xl">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('field_slug')} description={t('field_slug_hint')} value={form.slug} onChange={(e) => set('slug', e.currentTarget.value)} error={bad('slug')} dir="ltr" disabled={Boolean(item)} />
          <NativeSelect label={t('field_kind')} value={form.kind} onChange={(e) => set('kind', e.currentTarget.value as LearningItemWrite['kind'])} data={LEARNING_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))} />
          <NativeSelect label={t('field_category')} value={form.category} onChange={(e) => set('category', e.currentTarget.value as LearningItemWrite['category'])} data={LEARNING_CATEGORIES.map((c) => ({ value: c, label: t(`category_${c}`) }))} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field_title_en')} value={form.title.en} onChange={(e) => setText('title', 'en', e.currentTarget.value)} error={bad('title.en')} dir="ltr" data-testid="learning-title-en" />
          <TextInput label={t('field_title_ar')} value={form.title.ar} onChange={(e) => setText('title', 'ar', e.currentTarget.value)} error={bad('title.ar')} dir="rtl" data-testid="learning-title-ar" />
          <Textarea label={t('field_summary_en')} value={form.summary.en} onChange={(e) => setText('summary', 'en', e.currentTarget.value)} error={bad('summary.en')} dir="ltr" autosize minRows={2} />
          <Textarea label={t('field_summary_ar')} value={form.summary.ar} onChange={(e) => setText('summary', 'ar', e.currentTarget.value)} error={bad('summary.ar')} dir="rtl" autosize minRows={2} />
          <Textarea label={t('field_body_en')} value={form.body.en} onChange={(e) => setText('body', 'en', e.currentTarget.value)} dir="ltr" autosize minRows={8} maxRows={20} />
          <Textarea label={t('field_body_ar')} value={form.body.ar} onChange={(e) => setText('body', 'ar', e.currentTarget.value)} dir="rtl" autosize minRows={8} maxRows={20} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">{t('field_body_hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field_image')} value={form.image_url ?? ''} onChange={(e) => set('image_url', e.currentTarget.value)} error={bad('image_url')} dir="ltr" />
          <TextInput label={t('field_video')} value={form.video_url ?? ''} onChange={(e) => set('video_url', e.currentTarget.value)} error={bad('video_url') && t('validation:video_url_format')} dir="ltr" data-testid="learning-video-url" />
        </SimpleGrid>
        {item ? (
          <Group gap="sm" align="center">
            <FileButton onChange={(file) => file && upload.mutate(file)} accept={[...LEARNING_IMAGE_TYPES, ...LEARNING_VIDEO_TYPES].join(',')}>
              {(props) => (
                <Button {...props} variant="light" loading={upload.isPending} data-testid="learning-upload">
                  {t('upload_media')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">{t('upload_hint')}</Text>
            {upload.isError ? <Text size="sm" c="red" role="alert" data-testid="learning-upload-error">{errorText(upload.error)}</Text> : null}
            {upload.isSuccess ? <Text size="sm" c="green" data-testid="learning-uploaded">{t('uploaded')}</Text> : null}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">{t('upload_after_save')}</Text>
        )}
        <Checkbox label={t('field_published')} checked={form.published ?? true} onChange={(e) => set('published', e.currentTarget.checked)} />
        {save.isError ? <Text c="red">{t('failed')}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={submit} loading={save.isPending} data-testid="learning-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
