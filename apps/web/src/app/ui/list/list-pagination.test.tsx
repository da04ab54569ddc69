import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { ListPagination } from './list-parts';

function renderPagination(language: 'en' | 'ar', onPage: (page: number) => void = () => {}) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider env="test">
        <ListPagination count={57} page={2} pageSize={20} onPage={onPage} onPageSize={() => {}} testId="list" />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('list pagination', () => {
  it('points its arrows the way the page reads: mirrored in Arabic, not in English', async () => {
    const { unmount } = renderPagination('en');
    expect((await screen.findByLabelText('Next page')).style.transform).toBe('');
    unmount();
    const pages: number[] = [];
    renderPagination('ar', (p) => pages.push(p));
    const next = await screen.findByLabelText('الصفحة التالية');
    expect(next.style.transform).toBe('scaleX(-1)');
    fireEvent.click(next);
    expect(pages).toEqual([3]);
  });
});
