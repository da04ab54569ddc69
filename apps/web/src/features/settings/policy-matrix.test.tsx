import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { PolicyPermissions } from '@rayyan/contracts';
import { createI18n } from '../../app/i18n/i18n';
import { PolicyMatrix } from './policy-matrix';

let latest: PolicyPermissions = {};
function Harness({ initial }: { initial: PolicyPermissions }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <PolicyMatrix value={value} onChange={setValue} />;
}

function renderMatrix(initial: PolicyPermissions, language: 'en' | 'ar' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider env="test">
        <Harness initial={initial} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const checked = (id: string) => (screen.getByTestId(id) as HTMLInputElement).checked;

describe('policy matrix', () => {
  it('"full" grants every action of its row only, "view only" leaves just view', () => {
    renderMatrix({ users_and_labors: ['view'], sensors: ['view', 'edit'] });
    fireEvent.click(screen.getByTestId('policy-users_and_labors-full'));
    expect(['view', 'create', 'edit', 'delete'].map((a) => checked(`policy-users_and_labors-${a}`))).toEqual([true, true, true, true]);
    expect(latest.users_and_labors).toEqual(['view', 'create', 'edit', 'delete']);
    // Other rows are untouched.
    expect(latest.sensors).toEqual(['view', 'edit']);

    fireEvent.click(screen.getByTestId('policy-sensors-view-only'));
    expect(latest.sensors).toEqual(['view']);
    expect(checked('policy-sensors-edit')).toBe(false);
  });

  it('rows without "view" get sensible shortcuts: web access, or the first action of a crop season', () => {
    renderMatrix({});
    fireEvent.click(screen.getByTestId('policy-system_accessibility-view-only'));
    expect(latest.system_accessibility).toEqual(['web']);
    fireEvent.click(screen.getByTestId('policy-crop_season-full'));
    expect(latest.crop_season).toEqual(['start', 'end', 'edit']);
  });

  it('single checkboxes toggle one action, kept in the contract order', () => {
    renderMatrix({ inventory: ['delete'] });
    fireEvent.click(screen.getByTestId('policy-inventory-view'));
    expect(latest.inventory).toEqual(['view', 'delete']);
    fireEvent.click(screen.getByTestId('policy-inventory-delete'));
    expect(latest.inventory).toEqual(['view']);
  });

  it('names the permission groups of spec 6 in Arabic', () => {
    renderMatrix({}, 'ar');
    const rows = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(rows).toContain('المستخدمون والعمال');
    expect(rows).toContain('الوصول إلى النظام');
    expect(rows).toHaveLength(10);
  });
});
