import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { SignInGrant } from '../api/schemas';
import { SessionContext, type SessionValue } from '../session/context';
import { LoginSignIn } from './LoginSignIn';
import { PhoneSignIn } from './PhoneSignIn';

const http = (status: number, code: string) => new ApiError('http', code, 'http://api/v2/x', status, code);
const grant: SignInGrant = { access_token: 'user-token', expired: null, user: { id: 7, is_guest: false } };

function fakeEndpoints(over: Partial<Record<string, unknown>> = {}) {
  return {
    sendCode: vi.fn(async () => ({ length: 6, resend_in: 60 })),
    registerPhone: vi.fn(async () => ({ id: 7, is_guest: false })),
    verifyCode: vi.fn(async () => grant),
    logIn: vi.fn(async () => grant),
    sendMethods: vi.fn(async () => ({ methods: ['sms'], link: null })),
    codeExists: vi.fn(async () => false),
    verifyOperatorCode: vi.fn(async () => grant),
    ...over,
  } as unknown as Endpoints &
    Record<
      | 'sendCode'
      | 'registerPhone'
      | 'verifyCode'
      | 'logIn'
      | 'sendMethods'
      | 'codeExists'
      | 'verifyOperatorCode',
      ReturnType<typeof vi.fn>
    >;
}

function mount(
  form: 'phone' | 'login',
  endpoints: Endpoints,
  onSignedIn = vi.fn(async () => undefined),
  provider: Record<string, unknown> = { phone_mask: '+* (***) ***-**-**' },
) {
  const session = { endpoints, network: { phone_otp_length: 4, provider } } as unknown as SessionValue;
  const Form = form === 'phone' ? PhoneSignIn : LoginSignIn;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionContext.Provider value={session}>
            <Form onSignedIn={onSignedIn} />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return onSignedIn;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
};

describe('PhoneSignIn', () => {
  afterEach(() => vi.useRealTimers());

  it('checks the phone against the mask before sending anything (000 §5)', async () => {
    const endpoints = fakeEndpoints();
    mount('phone', endpoints);
    await submit('get_code');
    expect(screen.getByRole('alert').textContent).toBe('required');
    type('phone_number', '+7 912 345');
    await submit('get_code');
    expect(screen.getByRole('alert').textContent).toBe('error_wrong_phone');
    expect(endpoints.sendCode).not.toHaveBeenCalled();
  });

  it('takes a 9-digit local number where the provider says so, and sends the provider along (000 §5)', async () => {
    const endpoints = fakeEndpoints();
    mount('phone', endpoints, undefined, { id: 4, phone_local_length: 9 });
    expect(screen.getByText('phone_hint_local')).toBeTruthy();
    type('phone_number', '712 345 678');
    await submit('get_code');
    expect(screen.getByRole('alert').textContent).toBe('error_wrong_phone');
    type('phone_number', '912 345 678');
    await submit('get_code');
    expect(endpoints.sendCode).toHaveBeenCalledWith('912345678', 4, false);
    expect(screen.getByTestId('sign-in-code')).toBeTruthy();
  });

  it('registers an unknown phone (invalid_phone) and sends the code again (000 §4)', async () => {
    const endpoints = fakeEndpoints();
    endpoints.sendCode.mockRejectedValueOnce(http(400, 'invalid_phone'));
    mount('phone', endpoints);
    type('phone_number', '+7 (912) 345-67-89');
    await submit('get_code');
    expect(endpoints.registerPhone).toHaveBeenCalledWith('79123456789', null);
    expect(endpoints.sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('sign-in-code')).toBeTruthy();
  });

  it('a wrong code says so and keeps the phone and the code typed', async () => {
    const endpoints = fakeEndpoints();
    endpoints.verifyCode.mockRejectedValueOnce(http(400, 'invalid_otp'));
    const signedIn = mount('phone', endpoints);
    type('phone_number', '79123456789');
    await submit('get_code');
    const submitCode = screen.getByRole('button', { name: 'sign_in' }) as HTMLButtonElement;
    // The server said 6 digits (the network data said 4): Submit waits for the full length.
    type('code_label', '1234');
    expect(submitCode.disabled).toBe(true);
    type('code_label', '123456');
    expect(submitCode.disabled).toBe(false);
    await submit('sign_in');
    expect(screen.getByRole('alert').textContent).toBe('error_wrong_code');
    expect((screen.getByLabelText('code_label', { exact: false }) as HTMLInputElement).value).toBe('123456');
    expect(screen.getByText('code_sent_to')).toBeTruthy();
    await submit('sign_in');
    expect(endpoints.verifyCode).toHaveBeenLastCalledWith(
      '79123456789',
      '123456',
      expect.any(Object),
      null,
      false,
    );
    expect(signedIn).toHaveBeenCalledWith(grant, expect.stringMatching(/^[0-9a-f]{24}$/));
  });

  it('offers a new code only after the 60 s countdown (000 §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const endpoints = fakeEndpoints();
    mount('phone', endpoints);
    type('phone_number', '79123456789');
    await submit('get_code');
    expect(screen.getByText('resend_in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'resend_code' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.queryByRole('button', { name: 'resend_code' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(1_500));
    await submit('resend_code');
    expect(endpoints.sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByText('resend_in')).toBeTruthy();
  });

  it('Telegram first (000 §4): no SMS, the bot’s link, otp/exist every 5 s, then auth/otp/telegram/', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const link = 'http://api.test/demo-telegram?phone=79123456789';
    let waiting = true;
    const endpoints = fakeEndpoints({
      sendMethods: vi.fn(async () => ({ methods: ['telegram', 'sms'], link })),
      codeExists: vi.fn(async () => !waiting),
    });
    const onSignedIn = mount('phone', endpoints, undefined, { id: 6 });
    type('phone_number', '79123456789');
    await submit('get_code');
    expect(endpoints.sendMethods).toHaveBeenCalledWith('79123456789', 6);
    expect(endpoints.sendCode).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'telegram_open' }).getAttribute('href')).toBe(link);
    expect(screen.getByRole('status').textContent).toBe('telegram_waiting');
    await act(async () => vi.advanceTimersByTime(4_999));
    expect(endpoints.codeExists).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(endpoints.codeExists).toHaveBeenCalledTimes(1);
    expect(endpoints.codeExists.mock.calls[0]?.slice(0, 2)).toEqual(['79123456789', 6]);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(endpoints.codeExists).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('sign-in-code')).toBeNull();
    // The viewer shared the phone with the bot: the next poll finds the code and the form moves on.
    waiting = false;
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('sign-in-code')).toBeTruthy();
    expect(screen.getByText('telegram_code_label')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(endpoints.codeExists).toHaveBeenCalledTimes(3);
    type('telegram_code_label', '1234');
    await submit('sign_in');
    expect(endpoints.verifyOperatorCode).toHaveBeenCalledWith(
      'telegram',
      '79123456789',
      '1234',
      expect.objectContaining({ serial: expect.any(String) }),
    );
    expect(endpoints.verifyCode).not.toHaveBeenCalled();
    expect(onSignedIn).toHaveBeenCalledWith(grant, expect.any(String));
  });

  it('Telegram first: the viewer may take the code by SMS instead, and going back stops the polling', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const endpoints = fakeEndpoints({
      sendMethods: vi.fn(async () => ({ methods: ['telegram', 'sms'], link: 'https://t.me/onair_bot' })),
    });
    mount('phone', endpoints);
    type('phone_number', '79123456789');
    await submit('get_code');
    await submit('back');
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(endpoints.codeExists).not.toHaveBeenCalled();
    type('phone_number', '79123456789');
    await submit('get_code');
    await submit('telegram_use_sms');
    expect(endpoints.sendCode).toHaveBeenCalledWith('79123456789', null, false);
    expect(screen.getByText('code_label')).toBeTruthy();
    type('code_label', '123456');
    await submit('sign_in');
    expect(endpoints.verifyCode).toHaveBeenCalled();
    expect(endpoints.verifyOperatorCode).not.toHaveBeenCalled();
  });

  it('with the regional middleware, a number starting with 7 takes mw/otps and mw/auth/otp (000 §5)', async () => {
    const endpoints = fakeEndpoints();
    mount('phone', endpoints, undefined, { id: 2, regional_middleware: true });
    type('phone_number', '79123456789');
    await submit('get_code');
    expect(endpoints.sendCode).toHaveBeenCalledWith('79123456789', 2, true);
    type('code_label', '123456');
    await submit('sign_in');
    expect(endpoints.verifyCode).toHaveBeenCalledWith('79123456789', '123456', expect.anything(), 2, true);
  });

  it('the back arrow returns to the phone step and clears it (000 §2)', async () => {
    mount('phone', fakeEndpoints());
    type('phone_number', '79123456789');
    await submit('get_code');
    await submit('back');
    expect((screen.getByLabelText('phone_number', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('a filled honeypot sends nothing (000 §5)', async () => {
    const endpoints = fakeEndpoints();
    mount('phone', endpoints);
    type('phone_number', '79123456789');
    const honeypot = document.querySelector('input[name="name"]') as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: 'bot' } });
    await submit('get_code');
    expect(endpoints.sendCode).not.toHaveBeenCalled();
  });
});

describe('LoginSignIn', () => {
  it('sends nothing without both fields (000 §5)', async () => {
    const endpoints = fakeEndpoints();
    mount('login', endpoints);
    type('login', 'anna');
    await submit('sign_in');
    expect(screen.getByText('required')).toBeTruthy();
    expect(endpoints.logIn).not.toHaveBeenCalled();
  });

  it('a wrong password says so and keeps both fields', async () => {
    const endpoints = fakeEndpoints();
    endpoints.logIn.mockRejectedValueOnce(http(400, 'invalid_credentials'));
    mount('login', endpoints);
    type('login', 'anna');
    type('password', 'wrong-one');
    await submit('sign_in');
    expect(screen.getByRole('alert').textContent).toBe('error_wrong_login');
    expect((screen.getByLabelText('login', { exact: false }) as HTMLInputElement).value).toBe('anna');
    expect((screen.getByLabelText('password', { exact: false }) as HTMLInputElement).value).toBe('wrong-one');
  });

  it('no network answer shows the download error (000 §8)', async () => {
    const endpoints = fakeEndpoints();
    endpoints.logIn.mockRejectedValueOnce(
      new ApiError('network', 'Failed to fetch', 'http://api/v2/auth/login'),
    );
    const signedIn = mount('login', endpoints);
    type('login', 'anna');
    type('password', 'secret');
    await submit('sign_in');
    expect(screen.getByRole('alert').textContent).toBe('error_download');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
