import { config } from 'zod/v4/core';

// Imported first by each entry, before any schema is built: zod's fast object parser compiles code with
// `new Function`, which the Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses; without
// this, zod's probe for it logs a CSP violation on every page. The interpreted parser gives the same results.
config({ jitless: true });
