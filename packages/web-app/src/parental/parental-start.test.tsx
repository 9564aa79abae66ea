// The parental_start modal (000 §3 User parental_dialogue): the operator's invitation shows as it comes — its icon,
// title, message and buttons (the primary one marked) — and each button does its action; a viewer with a PIN, or
// an answer without a dialogue, gets the app's own words.
import { fireEvent, screen } from '@testing-library/react';
import { mountWithSession, testI18n, testSession } from '../testing/test-session';
import { ParentalStartModal } from './deep-link-modals';

const dialogue = {
  icon: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  title: 'Защитите контент для взрослых',
  message: 'Задайте родительский PIN-код из 4 цифр.',
  buttons: [
    { label: 'Задать PIN-код', is_primary: true, action: 'parental_set' },
    { label: 'Родительский контроль', is_primary: false, action: 'lk_parental' },
    { label: 'Не сейчас', is_primary: false, action: 'close' },
  ],
};

function open(user: Record<string, unknown>) {
  const close = vi.fn();
  const view = mountWithSession(
    <ParentalStartModal id="parental_start" params={new URLSearchParams()} onClose={close} close={close} />,
    testSession({
      isGuest: false,
      token: 't',
      language: 'ru',
      user: { id: 9, is_guest: false, ...user } as never,
    }),
    '/channels#parental_start',
    testI18n('ru'),
  );
  return { ...view, close };
}

describe('ParentalStartModal with the operator’s parental_dialogue', () => {
  it('shows its icon, title, message and buttons, the primary one marked', () => {
    open({ parental_status: 'notset', parental_dialogue: dialogue });
    const modal = screen.getByRole('dialog', { name: dialogue.title });
    expect(modal.querySelector('img')?.getAttribute('src')).toBe(dialogue.icon);
    expect(screen.getByText(dialogue.message)).toBeTruthy();
    const buttons = dialogue.buttons.map((b) => screen.getByRole('button', { name: b.label }));
    expect(buttons.map((b) => b.className.includes('button--primary'))).toEqual([true, false, false]);
  });

  it('does what each button says: the PIN set-up, the parental settings, close', () => {
    const setUp = open({ parental_status: 'notset', parental_dialogue: dialogue });
    fireEvent.click(screen.getByRole('button', { name: 'Задать PIN-код' }));
    expect(setUp.router.state.location.hash).toBe('#parental_set');
    setUp.unmount();
    const settings = open({ parental_status: 'notset', parental_dialogue: dialogue });
    fireEvent.click(screen.getByRole('button', { name: 'Родительский контроль' }));
    expect(settings.router.state.location.pathname).toBe('/lk_parental');
    settings.unmount();
    const later = open({ parental_status: 'notset', parental_dialogue: dialogue });
    fireEvent.click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(later.close).toHaveBeenCalledTimes(1);
  });

  it('keeps the app’s own words without a dialogue, or once a PIN is set', () => {
    const none = open({ parental_status: 'notset' });
    expect(screen.queryByTestId('parental-dialogue')).toBeNull();
    expect(screen.getByRole('button', { name: 'Задать PIN-код' })).toBeTruthy();
    none.unmount();
    open({ parental_status: 'set', parental_dialogue: dialogue });
    expect(screen.queryByTestId('parental-dialogue')).toBeNull();
  });
});
