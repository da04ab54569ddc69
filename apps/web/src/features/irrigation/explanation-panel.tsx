import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IrrigationStatus } from '@rayyan/contracts';
import { explanationSentences } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';

/** The chain ET0 → Kc → ETc → depletion → advice of the advice's day, in plain words. */
export function ExplanationPanel({ data }: { data: Pick<IrrigationStatus, 'explanation' | 'advice' | 'status' | 'hold_till'> & Partial<Pick<IrrigationStatus, 'field_kind'>> }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-explanation-title" data-testid="irrigation-explanation">
      <Title order={3} size="h4" mb="xs" id="irrigation-explanation-title">{t('explanation.title')}</Title>
      {data.explanation ? (
        <List type="ordered" spacing="xs" size="sm">
          {explanationSentences(data.explanation, data.advice, data, t, locale).map((s) => (
            <List.Item key={s.key} data-testid={`irrigation-explanation-${s.key}`}>{s.text}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">{t('explanation.none')}</Text>
      )}
    </Paper>
  );
}
