export const CUSTOM_ACTIVITIES_QUERY_KEY = ['custom-activities'] as const;
