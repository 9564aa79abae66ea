/** An HLS interstitial (com.apple.hls.interstitial) playing instead of the primary content, for the skin. */
export interface InterstitialState {
  /** The DATERANGE's ID. */
  id: string;
  /** 1-based index of the asset playing, and how many the break has. */
  asset: number;
  assets: number;
  /** Seconds, as the DATERANGE or its assets say (0 when unknown). */
  durationSec: number;
  /** Whole seconds left in the break (all its assets), rounded up; 0 when unknown. */
  remainingSec: number;
  /** X-RESTRICT: the viewer may not skip the break / seek past it. */
  restrictSkip: boolean;
  restrictJump: boolean;
}
