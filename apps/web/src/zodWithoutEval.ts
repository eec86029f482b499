// The server sends a Content-Security-Policy without 'unsafe-eval'. zod (used by the lazily loaded editor
// to validate documents) probes `new Function` when it builds its first object schema, and the browser
// reports that probe as a CSP violation even though zod catches it. zod reads this shared configuration
// object when it loads, so the app sets it first thing, before any chunk with schemas runs.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
