/**
 * Why (001 §8): how the app answers a player error depends on what the operator said, not on the engine.
 * A stream refused with error_code permission_denied opens the message modal with the server's text and a
 * back action to the channel list; any other 403 on the channel config or stream is an alert with the
 * server's error.message (not in preview); everything else (media errors, ≥ 2 errors with "more", the DRM
 * alert, the codec error) the SDK's skin shows itself.
 */
export interface PlayerErrorFacts {
  httpStatus?: number | undefined;
  /** The operator's error_code, kept by the SDK in `details`. */
  details?: string | undefined;
  message: string;
  /** True for operator API calls (the stream, the channel), false for media and licence failures. */
  fromOperator: boolean;
}

export type PlayerErrorReaction =
  | { kind: 'message-modal'; text: string; back: string }
  | { kind: 'alert'; text: string }
  | { kind: 'skin' };

export const CHANNEL_LIST_PATH = '/channels';

export function reactionTo(error: PlayerErrorFacts, preview = false): PlayerErrorReaction {
  if (!error.fromOperator) return { kind: 'skin' };
  if (error.details === 'permission_denied') {
    return { kind: 'message-modal', text: error.message, back: CHANNEL_LIST_PATH };
  }
  if (error.httpStatus === 403 && !preview) return { kind: 'alert', text: error.message };
  return { kind: 'skin' };
}
