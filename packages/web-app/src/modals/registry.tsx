/**
 * 001 §2 Modals: every id of the spec opens from the URL hash. The four the shell always needs (message,
 * auth, profiles, push) are ModalHost's own; the others load with the first deep link that names them,
 * so the shell does not carry the payment, packet, PIN and promo screens.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DeepLinkModalProps } from './deep-link';
import type { ModalId } from './modal-url';

type LazyModal = LazyExoticComponent<ComponentType<DeepLinkModalProps>>;

const packets = () => import('../packets/deep-link-modals');
const billing = () => import('../billing/deep-link-modals');
const parental = () => import('../parental/deep-link-modals');

export const LAZY_MODALS: Partial<Record<ModalId, LazyModal>> = {
  quick_packets: lazy(() => packets().then((m) => ({ default: m.QuickPacketsModal }))),
  confirm: lazy(() => packets().then((m) => ({ default: m.PacketOfferModal }))),
  confirm_period: lazy(() => packets().then((m) => ({ default: m.PacketOfferModal }))),
  subscription: lazy(() => packets().then((m) => ({ default: m.PacketOfferModal }))),
  packets_channels: lazy(() => packets().then((m) => ({ default: m.PacketChannelsDeepLink }))),
  pay_qr: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pay_card: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pay_redirect: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pay_iframe: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pay_phone_sms: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pay_qr_kaspi: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  paysystems: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  refill: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  nofunds: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pay_transaction: lazy(() => billing().then((m) => ({ default: m.TransactionModal }))),
  card: lazy(() => billing().then((m) => ({ default: m.RefillModal }))),
  pincode: lazy(() => parental().then((m) => ({ default: m.PinCheckModal }))),
  parental: lazy(() => parental().then((m) => ({ default: m.PinCheckModal }))),
  parental_set: lazy(() => parental().then((m) => ({ default: m.PinSetModal }))),
  parental_start: lazy(() => parental().then((m) => ({ default: m.ParentalStartModal }))),
  promocode: lazy(() => import('../promo/PromoWizard').then((m) => ({ default: m.PromoWizardModal }))),
  block_alma: lazy(() =>
    import('../accounts/BlockStatusModal').then((m) => ({ default: m.BlockStatusModal })),
  ),
  smarttv: lazy(() => import('../engagement/SmartTvModal').then((m) => ({ default: m.SmartTvModal }))),
};
