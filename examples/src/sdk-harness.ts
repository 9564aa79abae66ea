import * as OnAirSDK from '@onair/player-sdk';
import { examplesConfig } from './config';

declare global {
  interface Window {
    OnAirSDK?: typeof OnAirSDK;
    onairHarness?: { apiBase: string; ready: true };
  }
}

window.OnAirSDK = OnAirSDK;
window.onairHarness = { apiBase: examplesConfig().apiBase, ready: true };
document.querySelector('#status')!.textContent = 'SDK loaded';
