import { canClose, modalFromHash } from './modal-url';

describe('modals by hash (001 §2)', () => {
  it('reads known modal ids from the hash', () => {
    expect(modalFromHash('#message')).toBe('message');
    expect(modalFromHash('#auth')).toBe('auth');
    expect(modalFromHash('#tariffs')).toBeNull();
    expect(modalFromHash('')).toBeNull();
  });

  it('keeps the auth modal open while auth is mandatory, except on legal pages', () => {
    expect(canClose('auth', true, '/channels')).toBe(false);
    expect(canClose('auth', true, '/agreement')).toBe(true);
    expect(canClose('auth', false, '/channels')).toBe(true);
    expect(canClose('message', true, '/channels')).toBe(true);
  });
});
