// Where the demo backend keeps its media, resolved from this file so any working directory works.
import { fileURLToPath } from 'node:url';

export const DEFAULT_MEDIA_ROOT = fileURLToPath(new URL('../media/committed', import.meta.url));
export const DEFAULT_CACHE_DIR = fileURLToPath(new URL('../.media-cache', import.meta.url));
