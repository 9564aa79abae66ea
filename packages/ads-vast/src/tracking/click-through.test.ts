import { CLICK_THROUGH_REFUSED, checkClickThrough, safeClickThrough } from './click-through';

// Issue 21 item 6: before this module the player opened whatever <ClickThrough> said, javascript: included.
describe('checkClickThrough', () => {
  it.each([
    ['https://advertiser.example/landing?id=1', 'https://advertiser.example/landing?id=1'],
    ['http://advertiser.example/', 'http://advertiser.example/'],
    ['  https://advertiser.example/x  ', 'https://advertiser.example/x'],
    ['HTTPS://Advertiser.Example/Y', 'https://advertiser.example/Y'],
  ])('opens %s', (raw, url) => {
    expect(checkClickThrough(raw)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://advertiser.example/1f0c',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    '//advertiser.example/landing',
    '/landing',
    'advertiser.example',
    '',
  ])('refuses %j as §8 1022', (raw) => {
    const checked = checkClickThrough(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.code).toBe(CLICK_THROUGH_REFUSED);
  });

  it('safeClickThrough gives the URL only for http(s)', () => {
    expect(safeClickThrough(undefined)).toBeUndefined();
    expect(safeClickThrough('javascript:void 0')).toBeUndefined();
    expect(safeClickThrough('https://a.example/')).toBe('https://a.example/');
  });
});
