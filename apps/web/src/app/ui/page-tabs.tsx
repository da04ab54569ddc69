import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSetParam } from './use-set-param';

export interface PageTabsProps<T extends string> {
  /** The tabs in order; the first is shown when the address names none. */
  tabs: readonly T[];
  /** Test ids of the tabs: `{testId}-tab-{name}`. */
  testId: string;
  label: (tab: T) => string;
  /** Each tab's content, mounted only while its tab is shown. */
  panels: Record<T, ReactNode>;
  /** Another tab starts from a bare address (its list unfiltered) instead of keeping the other parameters. */
  dropOthers?: boolean;
  /** A change of tab replaces the history entry instead of adding one. */
  replace?: boolean;
}

/** A page's tabs, the chosen one kept in the address bar's `tab` (left out for the first tab). */
export function PageTabs<T extends string>({ tabs, testId, label, panels, dropOthers = false, replace = false }: PageTabsProps<T>) {
  const [params, setParams] = useSearchParams();
  const setParam = useSetParam({ replace });
  const asked = params.get('tab');
  const tab = tabs.find((name) => name === asked) ?? tabs[0];
  const choose = (value: string | null) => {
    const chosen = value === tabs[0] ? null : value;
    if (dropOthers) setParams(chosen ? { tab: chosen } : {}, { replace });
    else setParam('tab', chosen);
  };
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`${testId}-tab-${name}`}>
            {label(name)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((name) => (
        <Tabs.Panel key={name} value={name}>
          {panels[name]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
