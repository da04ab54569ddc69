// The contract schemas the shell itself checks tokens and answers with. They and zod are a chunk of their
// own, loaded beside the first page rather than with the shell: see ./shell-schemas-loader.ts.
export { accessTokenClaimsSchema, apiErrorSchema, crashReportSchema, refreshResponseSchema } from '@rayyan/contracts';
// The endpoints the shell calls before (session refresh and revoke) or beside (crash reports) the API client.
export { authEndpoints, crashReportEndpoints } from '@rayyan/contracts';
