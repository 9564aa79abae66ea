/**
 * The dialogs a title's purchase may open beside the watch button (001 §4): its error, the content's packets
 * (show_options), the airing channel's packets, the parental PIN before paying, and the payment dialogs.
 */
import { PayDialogs } from '../billing/PayDialogs';
import { ContentPacketsModal } from '../packets/ContentPacketsModal';
import { PayPinDialog } from '../packets/PayPinDialog';
import { watchPath } from './library';
import type { useContentBuy } from './useContentBuy';

export function PurchaseDialogs({
  contentId,
  watchId,
  libraryId,
  purchase,
  airing,
  onCloseAiring,
}: {
  contentId: number;
  watchId: number;
  libraryId: number | null;
  purchase: ReturnType<typeof useContentBuy>;
  /** The airing channel, while its packets are open. */
  airing: { id: number; name: string } | null;
  onCloseAiring: () => void;
}) {
  return (
    <>
      {purchase.error && (
        <p className="pay-dialog__error" role="alert">
          {purchase.error}
        </p>
      )}
      {purchase.packetsOpen && (
        <ContentPacketsModal
          contentId={contentId}
          libraryId={libraryId}
          playPath={watchPath(watchId, libraryId)}
          onClose={purchase.closePackets}
        />
      )}
      {airing && (
        <ContentPacketsModal
          contentId={contentId}
          channel={airing}
          playPath={watchPath(watchId, libraryId)}
          onClose={onCloseAiring}
        />
      )}
      {purchase.askingPin && <PayPinDialog onPassed={purchase.pinPassed} onClose={purchase.closePin} />}
      <PayDialogs pay={purchase.payMoney} />
    </>
  );
}
