/** Prefix of the labors list's queries (the list page and form call the declared `laborsEndpoints`). */
export const LABORS_QUERY_KEY = ['labors'] as const;
