/**
 * The packet templates of 001 §2 Rowset page. The spec names packet_promo, packet_promo_base and
 * donate_packs and nothing more (§9: packet sliders are not scrolled while 332 px an item fits), so what
 * each shows is decided in docs/decisions.md:
 * - packet_promo: a packet on offer — its name, short text and price per period — opening its page;
 * - packet_promo_base: the same card for the operator's base packet, marked as the base one;
 * - donate_packs: a packet to give: the card says so and opens the gift page (/gift), where the operator
 *   sells gift codes; where promo codes are off there is no /gift, and it opens the packet's page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { promoCodesEnabled } from '../accounts/account-menu-rules';
import { formatMoney, formatPeriod } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { useSession } from '../session/context';
import type { PacketItem } from './schemas';
import { useCatalogueT } from './useCatalogueT';

export const PACKET_TEMPLATES = new Set(['packet_promo', 'packet_promo_base', 'donate_packs']);

/** Where a packet tile leads (001 §2; docs/decisions.md "Packet row templates"). */
export function packetTileTarget(template: string, packetId: number | string, promoCodes: boolean): string {
  return template === 'donate_packs' && promoCodes ? '/gift' : `/packets/${packetId}`;
}

export function PacketTile({ packet, template }: { packet: PacketItem; template: string }) {
  const { t, i18n } = useCatalogueT();
  // The period words are the packet pages' own (packets/format.ts).
  const { t: periodT } = useTranslation('packets', { useSuspense: false });
  const { network } = useSession();
  const currency = useCurrency();
  const kind = PACKET_TEMPLATES.has(template) ? template : 'packet_promo';
  const price =
    packet.price === null || packet.price === undefined
      ? null
      : Number(packet.price) === 0
        ? t('packet_free')
        : `${formatMoney(packet.price, i18n.language, currency)} / ${formatPeriod(periodT, packet.period, packet.period_human)}`;
  return (
    <Link
      to={packetTileTarget(kind, packet.id, promoCodesEnabled(network))}
      className={`tile tile--packet tile--${kind}`}
    >
      {kind === 'packet_promo_base' && <span className="tile__badge">{t('packet_base')}</span>}
      <span className="tile__title">{packet.name ?? packet.title}</span>
      {packet.short && <span className="tile__meta">{packet.short}</span>}
      {price && <span className="tile__price">{price}</span>}
      {kind === 'donate_packs' && <span className="tile__action">{t('packet_give')}</span>}
    </Link>
  );
}
