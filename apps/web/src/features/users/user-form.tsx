import { useState, type FormEvent } from 'react';
import {
  Alert, Avatar, Button, FileButton, Group, NumberInput, PasswordInput, SimpleGrid, Stack, Switch, TagsInput, Text, Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FARM_ROLES, HONORIFICS, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, USER_TYPES, createUserSchema, updateUserSchema,
  type UserRecord,
} from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { formInputs } from '../../app/ui/form-inputs';
import { useObjectUrl } from '../../app/ui/use-object-url';
import { POLICIES_QUERY_KEY, listPolicies } from '../settings/policies-api';
import { USERS_QUERY_KEY, createUser, fetchProfileImage, listUsers, updateUser, uploadProfileImage } from './users-api';
import { useSeededName } from '../../shared/seeded-names';
import { choiceOptions } from '../../app/ui/choice-options';

/** Conflict codes of POST/PATCH /api/users/ and the input each belongs under. */
const CODE_FIELDS = {
  duplicate_user_name: 'user_name',
  duplicate_email: 'email',
  duplicate_phone: 'phone',
  unknown_policy: 'policy_id',
  unknown_supervisor: 'supervisor_id',
  image_too_large: 'profile_image',
  image_type: 'profile_image',
};

interface UserDraft {
  user_code: string;
  honorofics: string | null;
  name: string;
  email: string;
  user_name: string;
  password: string;
  phone: string;
  whatsapp: string;
  salary: number | null;
  education: string;
  rating: number | null;
  role: string;
  designation: string;
  join_date: string;
  leave_date: string;
  current_in_service: boolean;
  farming_responsibility: string[];
  non_farming_responsibility: string[];
  supervisor_id: string | null;
  user_type: string;
  policy_id: string | null;
  farm_role: string | null;
}

function draftFrom(user: UserRecord | null): UserDraft {
  return {
    user_code: user?.user_code ?? '',
    honorofics: user?.honorofics ?? null,
    name: user?.name ?? '',
    email: user?.email ?? '',
    user_name: user?.user_name ?? '',
    password: '',
    phone: user?.phone ?? '',
    whatsapp: user?.whatsapp ?? '',
    salary: user?.salary ?? null,
    education: user?.education ?? '',
    rating: user?.rating ?? null,
    role: user?.role ?? '',
    designation: user?.designation ?? '',
    join_date: user?.join_date?.slice(0, 10) ?? '',
    leave_date: user?.leave_date?.slice(0, 10) ?? '',
    current_in_service: user?.current_in_service ?? true,
    farming_responsibility: user?.farming_responsibility ?? [],
    non_farming_responsibility: user?.non_farming_responsibility ?? [],
    supervisor_id: user?.supervisor_id ?? null,
    user_type: user?.user_type ?? 'normal',
    policy_id: user?.policy_id ?? null,
    farm_role: user?.farm_role ?? null,
  };
}

/** The request body: empty inputs become null so optional fields validate as "not given". */
function bodyFrom(draft: UserDraft, creating: boolean) {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  const { password, ...rest } = draft;
  return {
    ...rest,
    email: orNull(draft.email),
    phone: orNull(draft.phone),
    whatsapp: orNull(draft.whatsapp),
    join_date: orNull(draft.join_date),
    leave_date: orNull(draft.leave_date),
    ...(creating ? { password } : {}),
  };
}

const numberOrNull = (v: number | string) => (typeof v === 'number' ? v : v === '' ? null : Number(v));

/** A file the server would refuse (spec: ≤ 2 MB, JPEG/PNG/WebP), checked before uploading. */
export function profileImageProblem(file: File): 'image_too_large' | 'image_type' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'image_too_large';
  return null;
}

/** Create or edit a user with every field of spec point 3, the profile image included. */
export function UserForm({ user, onDone }: { user: UserRecord | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('people');
  const seeded = useSeededName();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const creating = !user;
  const [draft, setDraft] = useState<UserDraft>(() => draftFrom(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [image, setImage] = useState<File | null>(null);
  const set = <K extends keyof UserDraft>(key: K) => (value: UserDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const policies = useQuery({ queryKey: POLICIES_QUERY_KEY, queryFn: () => listPolicies(api) });
  const supervisors = useQuery({ queryKey: [...USERS_QUERY_KEY, 'supervisors'], queryFn: () => listUsers(api, 'page=1&page_size=100&is_active=true') });
  const currentImage = useQuery({
    queryKey: [...USERS_QUERY_KEY, user?.id, 'image', user?.profile_image_url],
    queryFn: () => fetchProfileImage(api, user!.id),
    enabled: !!user?.profile_image_url,
  });
  const preview = useObjectUrl(image ?? currentImage.data);

  const save = useMutation({
    mutationFn: async (body: ReturnType<typeof bodyFrom>) => {
      const saved = creating
        ? await createUser(api, createUserSchema.parse(body))
        : await updateUser(api, user.id, updateUserSchema.parse(body));
      if (image) await uploadProfileImage(api, saved.id, image);
      return saved;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      add({ id: 'user-saved', message: t('common:updated_successfully') });
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, CODE_FIELDS)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyFrom(draft, creating);
    const parsed = (creating ? createUserSchema : updateUserSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  const pickImage = (file: File | null) => {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, profile_image: t(`errors:${problem}`) }));
      return;
    }
    setErrors(({ profile_image: _, ...rest }) => rest);
    setImage(file);
  };

  const input = formInputs<UserDraft>({ draft, set, errors, t }, { labels: 'user_fields', testId: 'user-form' });
  const text = (key: Parameters<typeof input.text>[0], opts: { required?: boolean; type?: string; dir?: 'ltr' | 'auto' } = {}) => input.text(key, { autoComplete: 'off', ...opts });
  /** Responsibilities as free tags. */
  const tags = (key: 'farming_responsibility' | 'non_farming_responsibility') => (
    <TagsInput label={t(`user_fields.${key}`)} description={t('tags_hint')} value={draft[key]} onChange={set(key)} error={errors[key]} clearable data-testid={`user-form-${key}`} />
  );

  const supervisorOptions = (supervisors.data?.results ?? [])
    .filter((u) => u.id !== user?.id)
    .map((u) => ({ value: u.id, label: `${u.name} (${u.user_name})` }));
  if (user?.supervisor_id && !supervisorOptions.some((o) => o.value === user.supervisor_id)) {
    supervisorOptions.push({ value: user.supervisor_id, label: user.supervisor_name ?? user.supervisor_id });
  }

  const banner = save.isError && !isFieldError(save.error, CODE_FIELDS);
  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <Stack gap="md">
        {banner && (
          <Alert color="red" variant="light" role="alert" data-testid="user-form-error">
            {errorText(save.error)}
          </Alert>
        )}
        <Group gap="md" align="center">
          <Avatar src={preview} size={72} radius="xl" alt={t('user_fields.profile_image')} name={draft.name || undefined} color="initials" />
          <Stack gap={4}>
            <FileButton onChange={pickImage} accept={PROFILE_IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button variant="default" size="xs" {...props} data-testid="user-form-image">
                  {t('upload_image')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('image_hint')}
            </Text>
            {errors.profile_image && (
              <Text size="xs" c="red" role="alert" data-testid="user-form-image-error">
                {errors.profile_image}
              </Text>
            )}
          </Stack>
        </Group>

        <Title order={3} size="h5">{t('section_identity')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('user_code')}
          {input.select(
            'honorofics',
            choiceOptions(t, HONORIFICS, 'honorifics'),
            { clearable: true },
          )}
          {text('name', { required: true })}
          {text('user_name', { required: true, dir: 'ltr' })}
          {creating && (
            <PasswordInput
              label={t('user_fields.password')}
              value={draft.password}
              onChange={(e) => set('password')(e.currentTarget.value)}
              error={errors.password}
              required
              autoComplete="new-password"
              data-testid="user-form-password"
            />
          )}
          {text('email', { type: 'email', dir: 'ltr' })}
          {text('phone', { type: 'tel', dir: 'ltr' })}
          {text('whatsapp', { type: 'tel', dir: 'ltr' })}
        </SimpleGrid>

        <Title order={3} size="h5">{t('section_work')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input.select(
            'user_type',
            choiceOptions(t, USER_TYPES, 'user_types'),
            { allowDeselect: false },
          )}
          {input.select(
            'farm_role',
            choiceOptions(t, FARM_ROLES, 'profile:farm_roles'),
            { clearable: true, searchable: true },
          )}
          {input.select(
            'policy_id',
            (policies.data ?? []).map((p) => ({ value: p.id, label: seeded(p.name) })),
            { clearable: true, searchable: true, nothingFoundMessage: t('lists:nothing_found') },
          )}
          {input.select('supervisor_id', supervisorOptions, { clearable: true, searchable: true, nothingFoundMessage: t('lists:nothing_found') })}
          {text('role')}
          {text('designation')}
          {text('education')}
          <NumberInput
            label={t('user_fields.salary')}
            value={draft.salary ?? ''}
            onChange={(v) => set('salary')(numberOrNull(v))}
            min={0}
            thousandSeparator=","
            error={errors.salary}
            data-testid="user-form-salary"
          />
          <NumberInput
            label={t('user_fields.rating')}
            description={t('rating_hint')}
            value={draft.rating ?? ''}
            onChange={(v) => set('rating')(numberOrNull(v))}
            min={0}
            max={5}
            allowDecimal={false}
            error={errors.rating}
            data-testid="user-form-rating"
          />
          {text('join_date', { type: 'date', dir: 'ltr' })}
          {text('leave_date', { type: 'date', dir: 'ltr' })}
        </SimpleGrid>
        <Switch
          label={t('user_fields.current_in_service')}
          checked={draft.current_in_service}
          onChange={(e) => set('current_in_service')(e.currentTarget.checked)}
          data-testid="user-form-current_in_service"
        />
        {tags('farming_responsibility')}
        {tags('non_farming_responsibility')}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('lists:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="user-form-submit">
            {creating ? t('create_user') : t('lists:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
