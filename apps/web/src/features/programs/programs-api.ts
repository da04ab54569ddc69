import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { geographyEndpoints, tasksEndpoints, usersEndpoints, type TaskRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import type { ApiClient } from '../../app/api/api-client';
import { useApi } from '../../app/services';

export const CUSTOM_ACTIVITIES_QUERY_KEY = ['custom-activities'] as const;
export const TEMPLATES_QUERY_KEY = ['program-templates'] as const;
/** Prefix of every tasks query (list, calendar, one task): a saved task refreshes them all. */
export const TASKS_QUERY_KEY = ['tasks'] as const;

/** A task's title, or a template's name, in the reader's language: the Arabic one for Arabic readers where it is given. */
export function useLocalTitle() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return {
    task: (x: { title: string; title_ar: string | null }) => (arabic && x.title_ar) || x.title,
    template: (x: { name: string; name_ar: string | null }) => (arabic && x.name_ar) || x.name,
  };
}

/** A target as a select option: `type:id`, labelled with its name. */
export interface TargetOption {
  value: string;
  label: string;
}
export const targetOf = (value: string) => ({ type: value.split(':')[0]!, id: value.split(':')[1]! });

/** The fields tasks can target (tree fields and crop fields, the first 100 of each), as select options. */
export function useTaskTargets(withFarms = false) {
  const api = useApi();
  return useQuery({
    queryKey: ['fields', 'targets', withFarms],
    queryFn: async ({ signal }): Promise<TargetOption[]> => {
      const [farms, treeFields, cropFields] = await Promise.all([
        withFarms ? callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100 }, signal }) : Promise.resolve({ results: [] }),
        callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100 }, signal }),
        callEndpoint(api, geographyEndpoints.cropFields.list, { query: { page: 1, page_size: 100 }, signal }),
      ]);
      return [
        ...farms.results.map((f) => ({ value: `farm:${f.id}`, label: f.name })),
        ...treeFields.results.map((f) => ({ value: `tree_field:${f.id}`, label: f.name })),
        ...cropFields.results.map((f) => ({ value: `crop_field:${f.id}`, label: f.name })),
      ];
    },
    staleTime: 60_000,
  });
}

/** The organisation's users (the first 100) to give tasks to, as select options; none without the right to list users. */
export function useTaskUsers() {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'task-assignees'],
    queryFn: async ({ signal }): Promise<TargetOption[]> => {
      const page = await callEndpoint(api, usersEndpoints.list, { query: { page: 1, page_size: 100 }, signal });
      return page.results.map((u) => ({ value: u.id, label: u.name || u.user_name }));
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** Every task spanning a period (page after page of 100, at most 2,000), for the calendars. */
export async function tasksBetween(api: ApiClient, from: string, to: string, signal?: AbortSignal): Promise<TaskRecord[]> {
  const out: TaskRecord[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const answer = await callEndpoint(api, tasksEndpoints.list, { query: { page, page_size: 100, from, to }, signal });
    out.push(...answer.results);
    if (out.length >= answer.count || answer.results.length === 0) break;
  }
  return out;
}
