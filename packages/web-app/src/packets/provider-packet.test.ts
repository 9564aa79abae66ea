import { describe, expect, it } from 'vitest';
import { foreignPacket } from './provider-packet';

const regional = { id: 200, provider: { id: 2, shortname: 'onair-regional' } };
const ownList = [{ id: 100 }, { id: 101 }];

describe('000 §5 provider-packet-not-found', () => {
  it('a packet in the viewer’s provider list, one naming no provider, or before the list is read, is ordinary', () => {
    expect(foreignPacket(regional, [...ownList, { id: 200 }], false)).toEqual({ kind: 'own' });
    expect(foreignPacket({ id: 300, provider: null }, ownList, false)).toEqual({ kind: 'own' });
    expect(foreignPacket(regional, undefined, false)).toEqual({ kind: 'own' });
  });
  it('a packet not in the list: a guest signs in, a viewer goes to the seller’s tariffs', () => {
    expect(foreignPacket(regional, ownList, true)).toEqual({ kind: 'sign_in' });
    expect(foreignPacket(regional, ownList, false)).toEqual({
      kind: 'provider',
      to: '/provider/onair-regional#tariffs',
    });
  });
});
