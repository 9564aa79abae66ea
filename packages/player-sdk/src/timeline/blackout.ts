/**
 * Why: some programmes may be aired but not replayed (rights). Instead of a black frame or an error
 * box, §4 Player plays a looping "mattress" video from the platform configuration with its screenshot
 * as poster. This applies to archive playback of a programme whose catch-up is not available; with no
 * mattress configured the viewer gets `error_schedule_copyright_banned` alone.
 */
import type { PlatformConfig, Programme } from './types';

export interface Blackout {
  mattressUrl: string;
  posterUrl: string | null;
  loop: true;
}

/** §5: only an explicit `is_catchup_available: true` allows replay; a missing flag does not. */
export function catchupAllowed(programme: Programme): boolean {
  return programme.is_catchup_available === true;
}

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The mattress to play, or null when the platform configures none. */
export function mattressFrom(platform: PlatformConfig | null | undefined): Blackout | null {
  const mattressUrl = nonEmpty(platform?.catchup_blackout_mattress_url);
  if (!mattressUrl) return null;
  return { mattressUrl, posterUrl: nonEmpty(platform?.catchup_blackout_mattress_screenshot_url), loop: true };
}
