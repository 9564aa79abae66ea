import shaka from 'shaka-player';
import { startBareShaka } from './bare-shaka-page';

// shaka's default build: what `import shaka from 'shaka-player'` gives an integrator following its docs.
startBareShaka(shaka);
