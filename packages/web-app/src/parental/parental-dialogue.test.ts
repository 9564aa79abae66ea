import { parentalDialogueOf } from './parental-dialogue';

const dialogue = {
  icon: 'https://op.example/lock.svg',
  title: 'Protect adult content',
  message: 'Set a PIN.',
  buttons: [
    { label: 'Set a PIN', is_primary: true, action: 'parental_set' },
    { label: 'Settings', is_primary: false, action: 'lk_parental' },
    { label: 'Not now', action: 'close' },
  ],
};

describe('parentalDialogueOf (000 §3 User parental_dialogue)', () => {
  it('reads icon, title, message and each button’s label, is_primary and action', () => {
    expect(parentalDialogueOf({ parental_dialogue: dialogue })).toEqual({
      icon: 'https://op.example/lock.svg',
      title: 'Protect adult content',
      message: 'Set a PIN.',
      buttons: [
        { label: 'Set a PIN', primary: true, action: 'parental_set' },
        { label: 'Settings', primary: false, action: 'lk_parental' },
        { label: 'Not now', primary: false, action: 'close' },
      ],
    });
  });

  it('closes on an action it does not know and drops a button without a label', () => {
    const read = parentalDialogueOf({
      parental_dialogue: {
        ...dialogue,
        buttons: [{ label: 'Go', action: 'open_bank' }, { action: 'close' }],
      },
    });
    expect(read?.buttons).toEqual([{ label: 'Go', primary: false, action: 'close' }]);
  });

  it('takes an icon only from https or a data image', () => {
    const icon = (value: unknown) =>
      parentalDialogueOf({ parental_dialogue: { ...dialogue, icon: value } })?.icon;
    expect(icon('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(icon('javascript:alert(1)')).toBeNull();
    expect(icon('http://op.example/lock.svg')).toBeNull();
    expect(icon(null)).toBeNull();
  });

  it('is none without a title, a message or a usable button, or for a user without one', () => {
    expect(parentalDialogueOf({ parental_dialogue: { ...dialogue, title: ' ' } })).toBeNull();
    expect(parentalDialogueOf({ parental_dialogue: { ...dialogue, message: undefined } })).toBeNull();
    expect(
      parentalDialogueOf({ parental_dialogue: { ...dialogue, buttons: [{ action: 'close' }] } }),
    ).toBeNull();
    expect(parentalDialogueOf({ parental_dialogue: null })).toBeNull();
    expect(parentalDialogueOf({ id: 1 })).toBeNull();
    expect(parentalDialogueOf(null)).toBeNull();
  });
});
