// The demo operator's paysystems (000 §3 Paysystem, Payform shortnames): a bank card (hosted page or a
// linked card), a QR code opening that page on a phone, and a mobile payment confirmed by SMS. Offers
// (000 §4 Offer process) may also be paid from the viewer's account with the operator (provider_account):
// the operator bills it with its own services, so it is offered for purchases, never to top up the balance.
import { z } from 'zod';

export type PaysystemName = 'demo_card' | 'demo_qr' | 'demo_sms' | 'demo_account';

/** The only paysystem/payforms version this provider knows; others list none ('No paysystems!'). */
export const PAYFORMS_VERSION = 1;

export const paysystemSchema = z.object({
  id: z.number(),
  name: z.string(),
  payform_shortname: z.string(),
  title: z.string(),
  description: z.string(),
  button_text: z.string(),
  how_to_use: z.string(),
  how_to_use_packet: z.string(),
  data: z.object({}),
  skip_parental_control: z.boolean(),
  payforms: z.array(
    z.object({ shortname: z.string(), params: z.object({ paysystem_shortname: z.string() }) }),
  ),
});

const forms = (name: PaysystemName, shortnames: string[]) =>
  shortnames.map((shortname) => ({ shortname, params: { paysystem_shortname: name } }));

export const PAYSYSTEMS: readonly z.infer<typeof paysystemSchema>[] = [
  {
    id: 1,
    name: 'demo_card',
    payform_shortname: 'short_url',
    title: 'Bank card',
    description: 'Visa, Mastercard or Mir on the provider’s secure payment page.',
    button_text: 'Pay by card',
    how_to_use: 'You will be taken to the payment page; after paying you come back here.',
    how_to_use_packet: 'The card is charged now; the packet opens as soon as the payment completes.',
    data: {},
    skip_parental_control: false,
    payforms: forms('demo_card', ['short_url', 'linkedcard']),
  },
  {
    id: 2,
    name: 'demo_qr',
    payform_shortname: 'qrcode',
    title: 'QR code',
    description: 'Scan the code with your phone and pay there.',
    button_text: 'Show QR code',
    how_to_use: 'Point your phone’s camera at the code and pay on the page it opens.',
    how_to_use_packet: 'The packet opens here once the payment on the phone completes.',
    data: {},
    skip_parental_control: false,
    payforms: forms('demo_qr', ['qrcode', 'qrcode_png']),
  },
  {
    id: 3,
    name: 'demo_sms',
    payform_shortname: 'phone',
    title: 'Mobile phone',
    description: 'Pay from your mobile account; we send a confirmation code by SMS.',
    button_text: 'Pay by phone',
    how_to_use: 'Enter your phone number, open the link from the SMS and type its code.',
    how_to_use_packet: 'The packet opens once the payment is confirmed.',
    data: {},
    skip_parental_control: false,
    payforms: forms('demo_sms', ['phone', 'ext_billing_balance']),
  },
];

/** The operator's own account (provider_account): an offer's purchase billed with the viewer's services. */
export const PROVIDER_ACCOUNT_PAYSYSTEM: z.infer<typeof paysystemSchema> = {
  id: 4,
  name: 'demo_account',
  payform_shortname: 'provider_account',
  title: 'Operator account',
  description: 'Added to your next bill from the operator.',
  button_text: 'Add to my bill',
  how_to_use: 'The amount is added to your next bill from the operator for its services.',
  how_to_use_packet: 'The packet opens as soon as the operator accepts the charge.',
  data: {},
  skip_parental_control: false,
  payforms: forms('demo_account', ['provider_account']),
};

export const paysystemsFor = (version: number | undefined) =>
  version === undefined || version === PAYFORMS_VERSION ? [...PAYSYSTEMS] : [];

/** An offer's paysystems: the payforms' ones and the operator account (none for an unknown version). */
export const offerPaysystemsFor = (version: number | undefined) =>
  paysystemsFor(version).length > 0 ? [...paysystemsFor(version), PROVIDER_ACCOUNT_PAYSYSTEM] : [];
