// shaka's full build (DASH and HLS) as a chunk of its own, for FairPlay and SAMPLE-AES HLS (see ./shaka-library).
import shaka from 'shaka-player/dist/shaka-player.compiled.js';

export default shaka;
