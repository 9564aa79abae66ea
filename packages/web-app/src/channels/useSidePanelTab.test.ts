import { initialTab } from './useSidePanelTab';

describe('side panel tab (001 §2)', () => {
  it('defaults to schedule on mobile and list on desktop', () => {
    expect(initialTab(null, true)).toBe('schedule');
    expect(initialTab(null, false)).toBe('list');
  });

  it('remembers the stored choice and ignores junk', () => {
    expect(initialTab('schedule', false)).toBe('schedule');
    expect(initialTab('list', true)).toBe('list');
    expect(initialTab('grid', false)).toBe('list');
  });
});
