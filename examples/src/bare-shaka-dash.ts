import shaka from 'shaka-player/dist/shaka-player.dash.js';
import { startBareShaka } from './bare-shaka-page';

// shaka's DASH-only build, the one OnAir's shaka engine loads: the fair comparison for OnAir's code.
startBareShaka(shaka);
