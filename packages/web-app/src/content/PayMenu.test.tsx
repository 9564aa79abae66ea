import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mountWithSession, testSession } from '../testing/test-session';
import { PayMenu } from './PayMenu';

const pay = [
  { caption: 'Buy for 199 ₽', sub_caption: 'Yours to keep' },
  { caption: 'Subscribe to Cinema+', sub_caption: 'Every film of the packet' },
] as Parameters<typeof PayMenu>[0]['pay'];

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <PayMenu pay={pay} open={open} onToggle={() => setOpen(!open)} onChoose={() => setOpen(false)}>
      {null}
    </PayMenu>
  );
}

describe('the Buy ▾ list (001 §4 several ways to buy)', () => {
  it('closes on Escape from one of its ways, and focus goes back to Buy ▾', () => {
    mountWithSession(<Menu />, testSession());
    const toggle = screen.getByRole('button', { name: /▾/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const way = screen.getByRole('button', { name: /Subscribe to Cinema\+/ });
    way.focus();
    fireEvent.keyDown(way, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: /Subscribe to Cinema\+/ })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
