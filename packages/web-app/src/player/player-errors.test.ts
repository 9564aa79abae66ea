import { describe, expect, it } from 'vitest';
import { reactionTo } from './player-errors';

describe('reactionTo (001 §8)', () => {
  it.each([
    [
      'stream permission_denied: the message modal back to the channel list',
      {
        httpStatus: 403,
        details: 'permission_denied',
        message: 'Not in your subscription',
        fromOperator: true,
      },
      false,
      { kind: 'message-modal', text: 'Not in your subscription', back: '/channels' },
    ],
    [
      'another 403 from the operator: an alert with its message',
      { httpStatus: 403, details: 'error_schedule_copyright_banned', message: 'Banned', fromOperator: true },
      false,
      { kind: 'alert', text: 'Banned' },
    ],
    [
      'a 403 in preview says nothing',
      { httpStatus: 403, details: 'x', message: 'Banned', fromOperator: true },
      true,
      { kind: 'skin' },
    ],
    [
      'a 404 from the operator is the skin’s error',
      { httpStatus: 404, message: 'Not found', fromOperator: true },
      false,
      { kind: 'skin' },
    ],
    [
      'a media 403 (a segment) is the skin’s error, not an operator refusal',
      { httpStatus: 403, message: 'Fragment', fromOperator: false },
      false,
      { kind: 'skin' },
    ],
  ])('%s', (_name, error, preview, expected) => {
    expect(reactionTo(error, preview)).toEqual(expected);
  });
});
