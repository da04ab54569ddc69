import { useState } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { PageSizeSelect } from './list-parts';

/** A keyset list's answer: `count` on the first page only (`count_capped` when more match), `next_cursor` while pages follow. */
export interface KeysetAnswer {
  count: number | null;
  count_capped?: boolean;
  results: unknown[];
  next_cursor?: string | null;
}

export interface KeysetPages {
  /** The API query: the list's filters and page size, and the cursor of the page shown (none on the first). */
  query: string;
  /** 0 for the first page. */
  index: number;
  /** Every matching record, as the first page said; null until it has answered. */
  count: number | null;
  /** More match than `count`. */
  countCapped: boolean;
  /** Takes note of an answer (the first page's count). */
  seen: (answer: KeysetAnswer | undefined) => void;
  next: (cursor: string) => void;
  previous: () => void;
}

/**
 * Pages of a keyset list (an API answering `next_cursor`): the cursors walked so far are a stack, so Previous
 * returns to the page before; changing the filters or the page size (`listQuery`, from useListParams) starts again
 * at the first page. Cursors stay out of the address bar: a link or a reload opens the first page.
 */
export function useKeysetPages(listQuery: string): KeysetPages {
  const base = new URLSearchParams(listQuery);
  base.delete('page');
  const key = base.toString();
  const [state, setState] = useState<{ key: string; cursors: string[]; count: number | null; capped: boolean }>({ key, cursors: [], count: null, capped: false });
  const current = state.key === key ? state : { key, cursors: [], count: null, capped: false };
  if (current !== state) setState(current);
  const cursor = current.cursors.at(-1);
  if (cursor) base.set('cursor', cursor);
  return {
    query: base.toString(),
    index: current.cursors.length,
    count: current.count,
    countCapped: current.capped,
    seen: (answer) => {
      if (!answer || answer.count === null || current.cursors.length > 0) return;
      const capped = answer.count_capped ?? false;
      if (answer.count !== current.count || capped !== current.capped) setState({ ...current, count: answer.count, capped });
    },
    next: (next) => setState({ ...current, cursors: [...current.cursors, next] }),
    previous: () => setState({ ...current, cursors: current.cursors.slice(0, -1) }),
  };
}

/** Previous and Next (mirrored in Arabic), "21–40 of 3,576" (or "of more than 10,000") and the page size, for a keyset list. */
export function KeysetPager({
  pages,
  shown,
  nextCursor,
  pageSize,
  onPageSize,
  testId,
}: {
  pages: KeysetPages;
  /** Rows on the page shown. */
  shown: number;
  nextCursor: string | null | undefined;
  pageSize: number;
  onPageSize: (size: number) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('lists');
  const nf = useFormat().number();
  const from = pages.index * pageSize + (shown > 0 ? 1 : 0);
  const to = pages.index * pageSize + shown;
  const mirrored = i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Group justify="space-between" mt="md" gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed" data-testid={`${testId}-summary`} aria-live="polite">
        {t(pages.countCapped ? 'range_more' : 'range', { from: nf.format(from), to: nf.format(to), count: nf.format(pages.count ?? to) })}
      </Text>
      <Group gap="sm">
        <PageSizeSelect pageSize={pageSize} onPageSize={onPageSize} testId={`${testId}-size`} />
        <ActionIcon variant="default" aria-label={t('page_previous')} disabled={pages.index === 0} onClick={pages.previous} data-testid={`${testId}-previous`}>
          <span aria-hidden style={mirrored}>
            ‹
          </span>
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('page_next')}
          disabled={!nextCursor}
          onClick={() => nextCursor && pages.next(nextCursor)}
          data-testid={`${testId}-next`}
        >
          <span aria-hidden style={mirrored}>
            ›
          </span>
        </ActionIcon>
      </Group>
    </Group>
  );
}
