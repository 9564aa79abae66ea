import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithSession, testSession } from '../testing/test-session';
import AppStorePage from './AppStorePage';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

afterEach(() => vi.restoreAllMocks());

function offerInstall() {
  const prompt = vi.fn(async () => undefined);
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return prompt;
}

describe('the mobile-app redirect screen (001 §2 Other screens, §5 install on mobile redirect)', () => {
  it('offers installing the site on Android Chrome once the browser offered it, and runs the browser’s dialog', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    mountWithSession(<AppStorePage />, testSession(), '/app_store');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    const prompt = offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('offers no install on iOS, whatever the browser offers', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_SAFARI);
    mountWithSession(<AppStorePage />, testSession(), '/app_store');
    await screen.findByRole('heading', { level: 1 });
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});
