import { screen } from '@testing-library/react';
import { mountWithSession, testSession } from '../testing/test-session';
import { registrationLink } from './registration-link';
import { SignInModal } from './SignInModal';

const network = (landing: Record<string, unknown>) => ({ provider: { id: 2, landing } });

describe('the provider’s registration button (000 §3 landing.regform_btn_url / regform_btn_caption)', () => {
  it('takes an http(s) address with the operator’s caption', () => {
    expect(
      registrationLink(
        network({
          regform_btn_url: 'https://op.example/connect',
          regform_btn_caption: ' Become a subscriber ',
        }),
      ),
    ).toEqual({ url: 'https://op.example/connect', caption: 'Become a subscriber' });
  });

  it.each([
    ['no address', { regform_btn_caption: 'Join' }],
    ['no caption', { regform_btn_url: 'https://op.example/connect' }],
    ['an empty caption', { regform_btn_url: 'https://op.example/connect', regform_btn_caption: '  ' }],
    ['a script address', { regform_btn_url: 'javascript:alert(1)', regform_btn_caption: 'Join' }],
    ['a relative address', { regform_btn_url: '/connect', regform_btn_caption: 'Join' }],
  ])('shows nothing for %s', (_, landing) => {
    expect(registrationLink(network(landing))).toBeNull();
    expect(registrationLink(null)).toBeNull();
  });

  it('is a link under the sign-in forms, opening the operator’s form in a new tab', async () => {
    mountWithSession(
      <SignInModal onClose={null} />,
      testSession({
        network: network({
          regform_btn_url: 'https://op.example/connect',
          regform_btn_caption: 'Become a subscriber',
        }) as never,
      }),
      '/#auth',
    );
    const link = await screen.findByRole('link', { name: 'Become a subscriber' });
    expect(link.getAttribute('href')).toBe('https://op.example/connect');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.closest('[role="dialog"]')).not.toBeNull();
  });

  it('is absent for a provider that sends none', async () => {
    mountWithSession(
      <SignInModal onClose={null} />,
      testSession({ network: network({}) as never }),
      '/#auth',
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link', { name: /subscriber/ })).toBeNull();
  });
});
