import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, NativeSelect, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  PRICING_MAX_DISCOUNT_PERCENT,
  PRICING_PLANS,
  pricingSettingsSchema,
  siteSettingsEndpoints,
  type PricingSettings,
} from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { PageLoader } from '../../app/router/page-loader';
import { PageTitle } from '../../app/ui/page-title';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { SettingsBackLink } from './settings-back-link';
import { TableHead } from '../../app/ui/table-head';

/** The form's state: numbers may be blank ('') while typing. */
interface Draft {
  currency: string;
  plans: Record<(typeof PRICING_PLANS)[number], number | ''>;
  discounts: { min_feddan: number | ''; percent: number | '' }[];
}

const EMPTY: Draft = { currency: 'EGP', plans: { basic: '', premium: '', advanced: '' }, discounts: [] };
const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

/** `/settings/pricing` (super admins): the public packages page's prices per feddan per year and big-farm discounts. */
export function Component() {
  const api = useApi();
  const current = useQuery({ queryKey: ['site-settings', 'pricing'], queryFn: () => callEndpoint(api, siteSettingsEndpoints.pricing) });
  if (current.isPending) return <PageLoader />;
  return <PricingForm initial={current.data?.pricing ?? null} />;
}

function PricingForm({ initial }: { initial: PricingSettings | null }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (pricing: PricingSettings) => callEndpoint(api, siteSettingsEndpoints.savePricing, { body: pricing }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['site-settings', 'pricing'], saved);
      if (saved.pricing) setDraft(saved.pricing);
      add({ id: 'pricing-saved', message: t('common:updated_successfully'), timeout: 3000 });
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pricingSettingsSchema.safeParse({
      currency: draft.currency,
      plans: Object.fromEntries(PRICING_PLANS.map((plan) => [plan, toNumber(draft.plans[plan])])),
      discounts: draft.discounts.map((tier) => ({ min_feddan: toNumber(tier.min_feddan), percent: toNumber(tier.percent) })),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const setTier = (index: number, key: 'min_feddan' | 'percent', value: number | string) =>
    setDraft((d) => ({ ...d, discounts: d.discounts.map((tier, i) => (i === index ? { ...tier, [key]: value === '' ? '' : Number(value) } : tier)) }));
  return (
    <Stack gap="md" maw={760}>
      <SettingsBackLink />
      <PageTitle>{t('pricing.title')}</PageTitle>
      <Text c="dimmed">{t('pricing.lead')}</Text>
      <form onSubmit={submit} noValidate data-testid="pricing-form">
        <Stack gap="md">
          {save.isError && !Object.keys(apiFieldErrors(save.error, t, i18n)).length ? (
            <Alert color="red" variant="light" role="alert">{errorText(save.error)}</Alert>
          ) : null}
          <NativeSelect
            label={t('pricing.currency')}
            value={draft.currency}
            onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, currency: v })); }}
            data={CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={errors.currency}
            w={200}
            data-testid="pricing-currency"
          />
          <Group grow align="flex-start">
            {PRICING_PLANS.map((plan) => (
              <NumberInput
                key={plan}
                label={t(`pricing.plan_${plan}`)}
                description={t('pricing.per_feddan_year', { currency: draft.currency })}
                value={draft.plans[plan]}
                onChange={(value) => setDraft((d) => ({ ...d, plans: { ...d.plans, [plan]: value === '' ? '' : Number(value) } }))}
                min={0}
                decimalScale={2}
                error={errors[`plans.${plan}`]}
                data-testid={`pricing-${plan}`}
              />
            ))}
          </Group>
          <Title order={2} size="h4">{t('pricing.discounts')}</Title>
          <Text size="sm" c="dimmed">{t('pricing.discounts_hint', { max: PRICING_MAX_DISCOUNT_PERCENT })}</Text>
          {errors.discounts ? <Text c="red" size="sm">{errors.discounts}</Text> : null}
          {draft.discounts.length > 0 ? (
            <Table data-testid="pricing-tiers">
              <TableHead headings={[t('pricing.from_feddan'), t('pricing.percent_off'), null]} />
              <Table.Tbody>
                {draft.discounts.map((tier, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>
                      <NumberInput aria-label={t('pricing.from_feddan')} value={tier.min_feddan} onChange={(v) => setTier(index, 'min_feddan', v)} min={0} error={errors[`discounts.${index}.min_feddan`]} data-testid={`pricing-tier-${index}-feddan`} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput aria-label={t('pricing.percent_off')} value={tier.percent} onChange={(v) => setTier(index, 'percent', v)} min={0} max={100} suffix="%" error={errors[`discounts.${index}.percent`]} data-testid={`pricing-tier-${index}-percent`} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('pricing.remove_tier')} onClick={() => setDraft((d) => ({ ...d, discounts: d.discounts.filter((_, i) => i !== index) }))}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="light"
              onClick={() => setDraft((d) => ({ ...d, discounts: [...d.discounts, { min_feddan: '', percent: '' }] }))}
              disabled={draft.discounts.length >= 10}
              data-testid="pricing-add-tier"
            >
              {t('pricing.add_tier')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="pricing-save">{t('pricing.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
