import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Network } from '../api/schemas';
import { mountWithSession, testSession } from '../testing/test-session';
import { PromoGate } from './PromoGate';

describe('promo routes exist only where promo codes are enabled (001 §2)', () => {
  it('shows the promo page where they are, the home view where the operator turned them off', () => {
    const on = mountWithSession(
      <PromoGate>promo wizard</PromoGate>,
      testSession({ network: { provider: { id: 1 } } }),
    );
    expect(screen.queryByText('promo wizard')).not.toBeNull();
    on.unmount();
    const off = { provider: { id: 1, is_promo_enabled: false } } as Network;
    mountWithSession(<PromoGate>promo wizard</PromoGate>, testSession({ network: off }));
    expect(screen.queryByText('promo wizard')).toBeNull();
    // The home view instead: the start page, waiting for the operator's rowsets.
    expect(document.querySelector('main.page--rowset')).not.toBeNull();
  });
});
