import { List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IrrigationExplanation, IrrigationStatus } from '@rayyan/contracts';
import { explanationSentences, numberFormat } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';
import { Fact } from './fact';

/** Today's split of ET by the FAO-56 dual crop coefficient: Kcb, Ke, transpiration T and soil evaporation E. */
function DualKcFacts({ e }: { e: IrrigationExplanation }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  const nf = numberFormat(locale, 1);
  const nf2 = numberFormat(locale, 2);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="sm" data-testid="irrigation-dual-kc">
      <Fact label={t('dual.kcb')} value={nf2.format(e.kcb ?? 0)} testId="irrigation-kcb" />
      <Fact label={t('dual.ke')} value={nf2.format(e.ke ?? 0)} testId="irrigation-ke" />
      <Fact label={t('dual.transpiration')} value={t('units.mm_day', { value: nf.format(e.transpiration_mm ?? 0) })} testId="irrigation-transpiration" nowrap />
      <Fact label={t('dual.evaporation')} value={t('units.mm_day', { value: nf.format(e.evaporation_mm ?? 0) })} testId="irrigation-evaporation" nowrap />
    </SimpleGrid>
  );
}

/** The chain ET0 → Kc → ETc → depletion → advice of the advice's day, in plain words. */
export function ExplanationPanel({ data }: { data: Pick<IrrigationStatus, 'explanation' | 'advice' | 'status' | 'hold_till'> & Partial<Pick<IrrigationStatus, 'field_kind'>> }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-explanation-title" data-testid="irrigation-explanation">
      <Title order={3} size="h4" mb="xs" id="irrigation-explanation-title">{t('explanation.title')}</Title>
      {data.explanation ? (
        <>
          {data.explanation.kcb !== null && <DualKcFacts e={data.explanation} />}
          <List type="ordered" spacing="xs" size="sm">
            {explanationSentences(data.explanation, data.advice, data, t, locale).map((s) => (
              <List.Item key={s.key} data-testid={`irrigation-explanation-${s.key}`}>{s.text}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" c="dimmed">{t('explanation.none')}</Text>
      )}
    </Paper>
  );
}
