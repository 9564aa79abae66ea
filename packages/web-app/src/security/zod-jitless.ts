/**
 * Why: zod 4 probes `new Function('')` when it builds an object schema, to decide whether it may compile
 * fast parsers. Under the app's Content-Security-Policy (script-src 'self', no eval) the probe fails as
 * it should, but Chromium still records a CSP violation for it: a securitypolicyviolation event and an
 * Issue in DevTools, which Lighthouse's best-practices audit "inspector-issues" counts against the page.
 * The policy forbids eval anyway, so compiled parsers could never run here; turning them off skips the
 * probe. Each entry imports this first, before any module that builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
