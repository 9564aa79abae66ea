/**
 * 001 §2 "show_debug enables console logging": a page opened with `?show_debug=1` writes each API call to
 * the console (api/http.ts `trace`), so support can see what the app asked and what came back without
 * a build of its own. Off by default: a viewer's console stays quiet apart from real failures.
 */
import type { StartupParams } from '../session/query-params';

export function debugTrace(params: Pick<StartupParams, 'showDebug'>): ((line: string) => void) | undefined {
  return params.showDebug ? (line) => console.debug(`[onair api] ${line}`) : undefined;
}
