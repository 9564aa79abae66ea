import { describe, expect, it } from 'vitest';
import { foreignPacket } from './provider-packet';

const regional = { provider: { id: 2, shortname: 'onair-regional' } };

describe('000 §5 provider-packet-not-found', () => {
  it('the viewer’s own provider’s packet, or one naming none, is an ordinary packet', () => {
    expect(foreignPacket(regional, 2, false)).toEqual({ kind: 'own' });
    expect(foreignPacket(regional, '2', true)).toEqual({ kind: 'own' });
    expect(foreignPacket({ provider: null }, 1, false)).toEqual({ kind: 'own' });
    expect(foreignPacket(regional, null, false)).toEqual({ kind: 'own' });
  });
  it('another provider’s packet: a guest signs in, a viewer goes to that provider’s tariffs', () => {
    expect(foreignPacket(regional, 1, true)).toEqual({ kind: 'sign_in' });
    expect(foreignPacket(regional, 1, false)).toEqual({
      kind: 'provider',
      to: '/provider/onair-regional#tariffs',
    });
  });
});
