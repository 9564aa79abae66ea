import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountWithSession, testSession } from '../testing/test-session';
import { AvatarPicker } from './AvatarPicker';

const loaded = (
  data: { title: string; avatars: { id: number; src: string }[] }[],
): UseQueryResult<typeof data> =>
  ({ data, isPending: false, isError: false, status: 'success' }) as UseQueryResult<typeof data>;

const CATEGORIES = [
  { title: 'Animals', avatars: [1, 2].map((id) => ({ id, src: `/a/${id}.png` })) },
  { title: 'Space', avatars: [8, 9].map((id) => ({ id, src: `/a/${id}.png` })) },
];

describe('the profile form’s avatar picker (000 §2 Profiles modal)', () => {
  it('opens on the category holding the chosen picture, then on the one the viewer opens', () => {
    const onChoose = vi.fn();
    mountWithSession(
      <AvatarPicker categories={loaded(CATEGORIES)} chosen={9} onChoose={onChoose} />,
      testSession(),
    );
    expect(screen.getByRole('tab', { name: 'Space' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: /9/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /1/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Animals' }));
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('says so when the avatar list could not be read', () => {
    const failed = { data: undefined, isPending: false, isError: true } as unknown as UseQueryResult<never[]>;
    mountWithSession(<AvatarPicker categories={failed} chosen={null} onChoose={() => {}} />, testSession());
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
