import { canRefill, paymentTabShown, providerAccountLink, providerContacts } from './account-facts';

describe('account facts (000 §2 Settings, §6 Partner rules)', () => {
  it('reads the provider’s contacts, absent ones as null', () => {
    const network = {
      provider: { landing: { support: { phone: '+7 800 000 00 00', email: 'help@op.example', url: ' ' } } },
    };
    expect(providerContacts(network)).toEqual({
      phone: '+7 800 000 00 00',
      email: 'help@op.example',
      url: null,
    });
    expect(providerContacts(null)).toEqual({ phone: null, email: null, url: null });
  });

  it('takes an lk_link with a label and a web address only', () => {
    expect(providerAccountLink({ lk_link: { label: 'My account', url: 'https://op.example/lk' } })).toEqual({
      label: 'My account',
      url: 'https://op.example/lk',
    });
    expect(providerAccountLink({ lk_link: null })).toBeNull();
    expect(providerAccountLink({ lk_link: 'https://op.example/lk' })).toBeNull();
    expect(providerAccountLink({ lk_link: { label: '', url: 'https://op.example/lk' } })).toBeNull();
    expect(providerAccountLink({ lk_link: { label: 'x', url: 'javascript:alert(1)' } })).toBeNull();
  });

  it('hides the refill button only for a provider that says so', () => {
    expect(canRefill({ provider: { hide_refill: true } })).toBe(false);
    expect(canRefill({ provider: { hide_refill: 'yes' } })).toBe(true);
    expect(canRefill(null)).toBe(true);
  });

  it('shows the Payment tab when the account allows payments and pay systems exist', () => {
    expect(paymentTabShown({ is_payment_allowed: true }, [{}])).toBe(true);
    expect(paymentTabShown({}, [{}]), 'allowed unless it says not').toBe(true);
    expect(paymentTabShown({ is_payment_allowed: false }, [{}])).toBe(false);
    expect(paymentTabShown({ is_payment_allowed: true }, [])).toBe(false);
    expect(paymentTabShown(null, [{}]), 'no account').toBe(false);
  });
});
