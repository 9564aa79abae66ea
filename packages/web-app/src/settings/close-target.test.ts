import { settingsCloseTarget, settingsEntryState } from './close-target';

describe('settingsCloseTarget (000 §2 Settings: close goes to backUrl or home)', () => {
  it.each([
    [{ backUrl: '/channels/all/first?lang=ru' }, '/channels/all/first?lang=ru'],
    [{ backUrl: '/content/12' }, '/content/12'],
    [null, '/'],
    [undefined, '/'],
    [{}, '/'],
    [{ backUrl: 42 }, '/'],
    // Only a path of this app: another site, a protocol-relative or a backslash trick goes home.
    [{ backUrl: 'https://evil.example/' }, '/'],
    [{ backUrl: '//evil.example/' }, '/'],
    [{ backUrl: '/\\evil.example/' }, '/'],
    [{ backUrl: 'channels' }, '/'],
    // Close leaves the settings: a settings page as backUrl is home.
    [{ backUrl: '/settings/devices' }, '/'],
    [{ backUrl: '/lk' }, '/'],
    [{ backUrl: '/lk_parental' }, '/'],
    [{ backUrl: '/lk?x=1' }, '/'],
    [{ backUrl: '/lkx' }, '/lkx'],
  ])('%j → %s', (state, expected) => {
    expect(settingsCloseTarget(state)).toBe(expected);
  });

  it('keeps the page a link into the settings was followed from', () => {
    expect(settingsEntryState({ pathname: '/channels', search: '?lang=kk', hash: '#x' })).toEqual({
      backUrl: '/channels?lang=kk',
    });
  });
});
