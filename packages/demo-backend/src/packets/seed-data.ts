// The demo operator's packets (documented in the package README, "Packets and subscriptions"). Ids
// 100–102 are the packets the catalogue's channels name (channel 7 is in 101, channel 8 in 102).
// Money is in minor units: 29900 is 299.00 ₽.
import { REGIONAL_PROVIDER_ID } from '../accounts/regions';

export interface PacketSeed {
  id: number;
  name: string;
  short: string;
  description: string;
  isBase: boolean;
  price: number;
  periodDays: number;
  trialDays?: number;
  trialPrice?: number;
  agreementId?: number;
  channelPacketIds: number[];
  bundleIds?: number[];
  contentIds?: number[];
  benefits: string[];
  /** Extra periods besides the packet's own, as [days, price]. */
  periods?: [number, number][];
  /** The provider selling it; the demo operator (DEMO_PROVIDER) when absent. */
  providerId?: number;
}

export const DEMO_PROVIDER = {
  id: 1,
  shortname: 'onair',
  name: 'OnAir Demo',
  /** 000 §6: off, so an additional packet needs a base one first. */
  isAllowAdditionalPacketsWithoutBase: false,
} as const;

export const PACKET_SEEDS: readonly PacketSeed[] = [
  {
    id: 100,
    name: 'Base',
    short: 'Base',
    description: 'The base line-up: news, sport, music, kids and documentary channels.',
    isBase: true,
    price: 0,
    periodDays: 30,
    channelPacketIds: [100],
    benefits: ['9 channels', '7-day archive', 'Watch on 5 devices'],
  },
  {
    id: 101,
    name: 'Cinema+',
    short: 'Cinema+',
    description: 'Premium films and the Premium Cinema channel.',
    isBase: false,
    price: 29_900,
    periodDays: 30,
    channelPacketIds: [101],
    contentIds: [104],
    benefits: ['Premium Cinema channel', 'Premium films without ads', 'New releases every week'],
    periods: [
      [90, 79_900],
      [365, 299_000],
    ],
  },
  {
    id: 102,
    name: 'Night 18+',
    short: '18+',
    description: 'Adult channels. Subscribing means accepting the packet terms.',
    isBase: false,
    price: 19_900,
    periodDays: 30,
    agreementId: 1,
    channelPacketIds: [102],
    benefits: ['Night Club 18+ channel', 'Protected by the parental PIN'],
  },
  {
    id: 103,
    name: 'Max',
    short: 'Max',
    description: 'Base and Cinema+ together, with a 7-day trial.',
    isBase: true,
    price: 49_900,
    periodDays: 30,
    trialDays: 7,
    trialPrice: 100,
    channelPacketIds: [100, 101],
    bundleIds: [100, 101],
    contentIds: [104],
    benefits: ['Everything in Base', 'Everything in Cinema+', '7 days for 1.00 ₽'],
  },
];

/**
 * The regional demo provider (id 2) sells a packet of its own. It is in no list of the demo operator's
 * viewers, so its page sends them to the regional provider's tariffs (000 §5 provider-packet-not-found).
 */
export const REGIONAL_PROVIDER = {
  id: REGIONAL_PROVIDER_ID,
  shortname: 'onair-regional',
  name: 'OnAir Regional',
  isAllowAdditionalPacketsWithoutBase: false,
} as const;

export const REGIONAL_PACKET_SEED: PacketSeed = {
  id: 200,
  name: 'Regional',
  short: 'Regional',
  description: 'The regional operator’s own line-up, sold to its subscribers.',
  isBase: true,
  price: 19_900,
  periodDays: 30,
  channelPacketIds: [],
  benefits: ['Local news and sport', 'Sold by OnAir Regional'],
  providerId: REGIONAL_PROVIDER_ID,
};

/** Every provider's packets, as they are seeded. */
export const ALL_PACKET_SEEDS: readonly PacketSeed[] = [...PACKET_SEEDS, REGIONAL_PACKET_SEED];

/** Enough for the acceptance flow: Cinema+ for a year, or every packet for a month. */
export const DEMO_BALANCE = 300_000;

const TERMS = [
  'Terms of the Night 18+ packet',
  'These terms apply to the Night 18+ packet of the OnAir demo operator.',
  'The packet shows programmes for adults only. By accepting, you confirm that you are 18 or older and that the channel is protected by your parental PIN on shared devices.',
];
const CLAUSES = Array.from(
  { length: 24 },
  (_, i) =>
    `${i + 1}. Clause ${i + 1}. The operator may change the line-up of the packet with 14 days' notice. The subscription renews every 30 days until renewal is disabled in the account page; a disabled subscription stays open until the paid period ends.`,
);

export const AGREEMENT_SEEDS = [
  // Runs of blank lines are kept on purpose: the web app collapses 3+ of them to 2 (000 §2).
  {
    id: 1,
    title: 'Terms of the Night 18+ packet',
    body: `${TERMS.join('\n\n')}\n\n\n\n\n${CLAUSES.join('\r\n\r\n')}\n`,
  },
] as const;

/** A provider by id, as a packet names the one selling it. */
export const providerRef = (id: number): { id: number; shortname: string } =>
  id === REGIONAL_PROVIDER.id
    ? { id, shortname: REGIONAL_PROVIDER.shortname }
    : { id: DEMO_PROVIDER.id, shortname: DEMO_PROVIDER.shortname };
