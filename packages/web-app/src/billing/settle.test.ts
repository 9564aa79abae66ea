import { describe, expect, it, vi } from 'vitest';
import type { CurrentSubscription, PacketDetail } from '../packets/schemas';
import { settlePacket } from './settle';

const packet: PacketDetail = { id: 103, name: 'Max', period: 30 };
const sub = (p: PacketDetail, paused = false): CurrentSubscription => ({
  id: 1,
  renew: true,
  packet: p,
  is_paused: paused,
});

describe('settling a paid packet', () => {
  it('enables the packet once when the payment did not', async () => {
    const subscribe = vi.fn(async () => sub(packet));
    const out = await settlePacket(
      { current: async () => [], futures: async () => [], packet: async () => packet, subscribe },
      103,
    );
    expect(subscribe).toHaveBeenCalledWith(103, 30);
    expect(out).toEqual({ packetName: 'Max', paused: false, future: false });
  });
  it('buys nothing again when the packet is already current (a resumed poll)', async () => {
    const subscribe = vi.fn();
    const out = await settlePacket(
      {
        current: async () => [sub(packet, true)],
        futures: async () => [],
        packet: async () => packet,
        subscribe,
      },
      103,
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(out).toEqual({ packetName: 'Max', paused: true, future: false });
  });
  it('says a base tariff bought beside another one starts later', async () => {
    const subscribe = vi.fn();
    const out = await settlePacket(
      { current: async () => [], futures: async () => [sub(packet)], packet: async () => packet, subscribe },
      103,
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(out).toEqual({ packetName: 'Max', paused: false, future: true });
  });
  it('a refill has no packet to enable', async () => {
    const current = vi.fn();
    expect(
      await settlePacket({ current, futures: vi.fn(), packet: vi.fn(), subscribe: vi.fn() }, null),
    ).toEqual({
      packetName: null,
      paused: false,
      future: false,
    });
    expect(current).not.toHaveBeenCalled();
  });
});
