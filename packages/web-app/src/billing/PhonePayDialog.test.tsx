import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { SessionContext, type SessionValue } from '../session/context';
import { PhonePayDialog } from './PhonePayDialog';
import type { PayMoney } from './usePayMoney';

const billing = {
  paymentPhones: vi.fn(async () => [] as string[]),
  sendPaymentPhoneCode: vi.fn(async () => ({ length: 6, resend_in: 60 })),
  provePaymentPhone: vi.fn(async () => ['79990001122']),
};
vi.mock('./useBillingApi', () => ({ useBillingApi: () => ({ billing }) }));

const http = (status: number, code: string) => new ApiError('http', code, 'http://api/v2/x', status, code);

function mount(payByPhone: PayMoney['payByPhone'], phone: string | null = null, confirmOnly = false) {
  const pay = {
    dialog: {
      kind: 'phone',
      purpose: { amount: 299 },
      paysystem: { name: 'demo_sms' },
      transactionId: null,
      confirmOnly,
    },
    busy: false,
    error: null,
    payByPhone,
    close: vi.fn(),
  } as unknown as PayMoney;
  const session = { user: { id: 7, is_guest: false, phone } } as unknown as SessionValue;
  render(
    <SessionContext.Provider value={session}>
      <PhonePayDialog pay={pay} amount="299.00 ₽" />
    </SessionContext.Provider>,
  );
}

const click = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('PhonePayDialog', () => {
  beforeEach(() => {
    for (const call of Object.values(billing)) call.mockClear();
  });

  it('pays from the account’s confirmed phone at once', async () => {
    const payByPhone = vi.fn(async () => 'sent' as const);
    mount(payByPhone, '79990000001');
    await click('phone_send');
    expect(payByPhone).toHaveBeenCalledWith('79990000001');
    expect(billing.sendPaymentPhoneCode).not.toHaveBeenCalled();
    expect(billing.paymentPhones).not.toHaveBeenCalled();
  });

  it('phone_sms: one confirmation pays from the account’s phone; another number may be typed (000 §4)', async () => {
    const payByPhone = vi.fn(async () => 'sent' as const);
    mount(payByPhone, '79990000001', true);
    expect(screen.getByTestId('pay-phone-sms').textContent).toContain('phone_sms_text');
    expect(screen.queryByLabelText('phone_label')).toBeNull();
    await click('phone_sms_confirm');
    expect(payByPhone).toHaveBeenCalledWith('79990000001');
  });

  it('phone_sms without a phone on the account asks for the number', async () => {
    mount(
      vi.fn(async () => 'sent' as const),
      null,
      true,
    );
    expect(screen.queryByTestId('pay-phone-sms')).toBeNull();
    expect(screen.getByLabelText('phone_label')).toBeTruthy();
  });

  it('proves a new number with its code first, then pays from it', async () => {
    const payByPhone = vi.fn<PayMoney['payByPhone']>(async () => 'sent').mockResolvedValueOnce('unconfirmed');
    mount(payByPhone);
    type('phone_label', '+7 (999) 000-11-22');
    await click('phone_send');
    expect(billing.sendPaymentPhoneCode).toHaveBeenCalledWith('79990001122');
    expect(screen.getByTestId('pay-phone-confirm').textContent).toContain('phone_confirm_text');
    expect((screen.getByRole('button', { name: 'phone_confirm' }) as HTMLButtonElement).disabled).toBe(true);
    type('code_label', 'Your code: 123456.');
    await click('phone_confirm');
    expect(billing.provePaymentPhone).toHaveBeenCalledWith('79990001122', '123456');
    expect(payByPhone).toHaveBeenLastCalledWith('79990001122');
    expect(screen.queryByTestId('pay-phone-confirm')).toBeNull();
  });

  it('a wrong code says so and stays; another number goes back to the number', async () => {
    const payByPhone = vi.fn(async () => 'unconfirmed' as const);
    billing.provePaymentPhone.mockRejectedValueOnce(http(400, 'invalid_otp'));
    mount(payByPhone);
    type('phone_label', '79990001122');
    await click('phone_send');
    type('code_label', '000000');
    await click('phone_confirm');
    expect(screen.getByRole('alert').textContent).toBe('error_wrong_code');
    expect(payByPhone).toHaveBeenCalledTimes(1);
    await click('phone_other_number');
    expect(screen.queryByTestId('pay-phone-confirm')).toBeNull();
    expect((screen.getByLabelText('phone_label') as HTMLInputElement).value).toBe('79990001122');
  });

  it('fills in a number proved before when the account has none', async () => {
    billing.paymentPhones.mockResolvedValueOnce(['79990003344']);
    mount(vi.fn(async () => 'sent' as const));
    await act(async () => undefined);
    expect((screen.getByLabelText('phone_label') as HTMLInputElement).value).toBe('79990003344');
  });
});
