// shaka's DASH-only build as a chunk of its own (see ./shaka-library).
import shaka from 'shaka-player/dist/shaka-player.dash.js';

export default shaka;
