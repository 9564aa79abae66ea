/**
 * Why: the viewer's stored mute flag is the SDK's to honour (001 §3: volume stored as a muted flag); the
 * app only forces a muted start where autoplay would otherwise be refused (a first visit without a gesture),
 * and then the skin shows tip_unmute. A background trailer always starts muted (001 §4 Content page).
 * Returns the `muted` option for the player: true to force, undefined to let the stored flag decide.
 */
export interface StartMutedInput {
  autoplay: boolean;
  /** The page may start sound without a gesture (autoplay policy allows it, or the viewer already acted). */
  soundAllowed: boolean;
  /** The place itself wants silence (the content page's background trailer). */
  alwaysMuted?: boolean;
}

export function startMuted(input: StartMutedInput): true | undefined {
  if (input.alwaysMuted) return true;
  if (!input.autoplay) return undefined;
  return input.soundAllowed ? undefined : true;
}

interface AutoplayNavigator {
  getAutoplayPolicy?: (type: 'mediaelement') => 'allowed' | 'allowed-muted' | 'disallowed';
  userActivation?: { hasBeenActive: boolean };
}

/** Reads the browser: the Autoplay Policy API where it exists, else whether the viewer has interacted. */
export function browserAllowsSound(nav: AutoplayNavigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  try {
    const policy = nav.getAutoplayPolicy?.('mediaelement');
    if (policy === 'allowed') return true;
    if (policy === 'allowed-muted' || policy === 'disallowed')
      return nav.userActivation?.hasBeenActive === true;
  } catch {
    // Older engines throw for an unknown type: fall through to the activation check.
  }
  return nav.userActivation?.hasBeenActive === true;
}
