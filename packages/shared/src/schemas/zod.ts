import { z } from 'zod';

// Zod 4 probes for `new Function` to compile fast parsers; the app's Content-Security-Policy forbids eval, so the
// probe only produces a CSP violation in the browser. Every shared schema imports z from here, which turns it off.
z.config({ jitless: true });

export { z };
