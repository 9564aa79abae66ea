/**
 * Imported first by each entry (main.tsx, embed/main.tsx), so ES module order runs it before any other
 * module of the app: the address bar loses `?access_token=` before a request, a log line or a render
 * can see it (session/url-token.ts says why).
 */
import { consumeUrlToken } from './session/url-token';

consumeUrlToken();
