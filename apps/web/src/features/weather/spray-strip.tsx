import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPRAY_VERDICTS, type SprayHour, type SprayVerdict } from '@rayyan/contracts';
import { hourLabel, numberFormat } from './weather-format';
import classes from './weather.module.css';
import { useFormat } from '../../app/i18n/format';

/** Verdict colours (with a pattern-free text alternative in every label and the legend). */
export const VERDICT_COLORS: Record<SprayVerdict, string> = {
  good: '#2f9e44',
  marginal: '#f59f00',
  unsuitable: '#e03131',
};

/**
 * The spray advice strip: one coloured cell per hour (48), reasons on hover and keyboard focus,
 * and a legend. One tab stop; arrow keys move between hours (visual direction follows the
 * page direction, so in Arabic time runs from right to left), Home and End jump to the ends.
 */
export function SprayStrip({ hours, timeZone }: { hours: SprayHour[]; timeZone?: string }) {
  const { t, i18n } = useTranslation('weather');
  const locale = useFormat().locale;
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const nf = numberFormat(locale);
  const rtl = i18n.dir(i18n.language) === 'rtl';

  const move = (index: number) => {
    const next = Math.max(0, Math.min(hours.length - 1, index));
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) move(index + 1);
    else if (e.key === back) move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(hours.length - 1);
    else return;
    e.preventDefault();
  };

  const reasonsOf = (h: SprayHour) => (h.reasons.length ? h.reasons.map((r) => t(`spray.reasons.${r}`)) : [t('spray.no_reasons')]);

  return (
    <Stack gap={6} data-testid="spray-strip">
      <Text fw={600} size="sm" id="spray-strip-title">{t('spray.title')}</Text>
      <div role="group" aria-labelledby="spray-strip-title" aria-describedby="spray-strip-help" className={classes.strip}>
        {hours.map((h, i) => {
          const label = t('spray.cell', { time: hourLabel(h.time, locale, timeZone), verdict: t(`spray.verdict.${h.verdict}`) });
          const reasons = reasonsOf(h);
          return (
            <Tooltip
              key={h.time}
              withArrow
              multiline
              maw={260}
              events={{ hover: true, focus: true, touch: true }}
              label={
                <div data-testid={`spray-tooltip-${i}`}>
                  <strong>{label}</strong>
                  <div>{t('spray.delta_t', { value: nf.format(h.delta_t_c) })}</div>
                  <ul className={classes.reasonList}>{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
                </div>
              }
            >
              <button
                type="button"
                ref={(el) => { refs.current[i] = el; }}
                tabIndex={i === active ? 0 : -1}
                className={classes.cell}
                style={{ background: VERDICT_COLORS[h.verdict] }}
                data-verdict={h.verdict}
                data-testid={`spray-cell-${i}`}
                aria-label={`${label}. ${t('spray.delta_t', { value: nf.format(h.delta_t_c) })}. ${reasons.join(rtl ? '، ' : '; ')}`}
                onFocus={() => setActive(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              />
            </Tooltip>
          );
        })}
      </div>
      <Text size="xs" c="dimmed" id="spray-strip-help">{t('spray.strip_label')}</Text>
      <Group gap="md" aria-label={t('spray.legend')} role="list" data-testid="spray-legend">
        {SPRAY_VERDICTS.map((v) => (
          <Group key={v} gap={6} wrap="nowrap" role="listitem">
            <Box w={14} h={14} style={{ background: VERDICT_COLORS[v], borderRadius: 3 }} aria-hidden />
            <Text size="sm">{t(`spray.verdict.${v}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
