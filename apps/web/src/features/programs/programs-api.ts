export const CUSTOM_ACTIVITIES_QUERY_KEY = ['custom-activities'] as const;
export const TEMPLATES_QUERY_KEY = ['program-templates'] as const;
