// Why: which items' media the API hands out signed (issue 35 item 7, media/signing.ts): the paid ones — the
// catalogue does not open them to every viewer, a packet or a purchase does — and the 18+ ones. Read from the
// catalogue's own record, not from the viewer's view of it (channelFor/contentFor mark an item the viewer
// bought as purchased; it is still a paid item). Free items' media stays at plain URLs: the bench, the engine
// baselines and partners' test pages play them directly.
import type { ChannelRecord, ContentRecord } from '../catalogue/types';

export const ADULT_AGE = 18;

export const channelMediaSigned = (channel: ChannelRecord): boolean =>
  !channel.isPurchased || channel.isAdult || channel.age >= ADULT_AGE;

export const contentMediaSigned = (content: ContentRecord): boolean =>
  !content.isPurchased || content.price > 0 || content.age >= ADULT_AGE;
