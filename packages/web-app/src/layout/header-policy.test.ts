import { headerMode, isEmbedPath, isNarrow, pageChrome, showTrialPromo } from './header-policy';

const base = { scrollY: 0, previousScrollY: 0, width: 1440, height: 900, mobileDevice: false };

describe('header policy (001 §2)', () => {
  it('turns dark after 140 px', () => {
    expect(headerMode({ ...base, scrollY: 140 }).dark).toBe(false);
    expect(headerMode({ ...base, scrollY: 141 }).dark).toBe(true);
  });

  it('hides on scroll down after 250 px only in landscape on narrow screens', () => {
    const narrowLandscape = { ...base, width: 900, height: 400 };
    expect(headerMode({ ...narrowLandscape, scrollY: 300, previousScrollY: 260 }).hidden).toBe(true);
    expect(headerMode({ ...narrowLandscape, scrollY: 300, previousScrollY: 320 }).hidden).toBe(false);
    expect(headerMode({ ...narrowLandscape, scrollY: 240, previousScrollY: 200 }).hidden).toBe(false);
    expect(headerMode({ ...base, scrollY: 300, previousScrollY: 260 }).hidden).toBe(false);
    expect(headerMode({ ...base, width: 375, height: 667, scrollY: 300, previousScrollY: 260 }).hidden).toBe(
      false,
    );
  });

  it('uses 1023 px as narrow, 1281 px on mobile devices', () => {
    expect(isNarrow(1023, false)).toBe(true);
    expect(isNarrow(1100, false)).toBe(false);
    expect(isNarrow(1100, true)).toBe(true);
  });

  it('recognises embed paths', () => {
    expect(isEmbedPath('/channel_embed/5')).toBe(true);
    expect(isEmbedPath('/channels/all/5')).toBe(false);
  });

  it('shows the trial promo to guests without purchases when promo days are 90 or less', () => {
    expect(showTrialPromo(30, true, false)).toBe(true);
    expect(showTrialPromo(91, true, false)).toBe(false);
    expect(showTrialPromo(30, false, false)).toBe(false);
    expect(showTrialPromo(null, true, false)).toBe(false);
  });
});

describe('page chrome by path (001 §2 Page modes, Footer)', () => {
  it('hides the header on /promo/lovi and embeds, the footer also on /gift, and adds layout classes', () => {
    expect(pageChrome('/channels')).toEqual({ header: true, footer: true, classes: [] });
    expect(pageChrome('/promo/lovi')).toEqual({ header: false, footer: false, classes: ['app--promo-lovi'] });
    expect(pageChrome('/gift')).toEqual({ header: true, footer: false, classes: ['app--gift'] });
    expect(pageChrome('/provider/onair')).toEqual({ header: true, footer: true, classes: ['app--provider'] });
    // 001 §5: a child profile gives the whole app its child style.
    expect(pageChrome('/channels', true).classes).toEqual(['app--child']);
    expect(pageChrome('/gift', true).classes).toEqual(['app--gift', 'app--child']);
    expect(pageChrome('/channel_embed/1')).toMatchObject({ header: false, footer: false });
  });
});
