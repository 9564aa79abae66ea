import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS, routeModules } from './route-chunks';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('route chunks the server hints', () => {
  it('names, for each landing page, its route module and the player where it plays', () => {
    expect(routeModules('/')).toEqual(['src/pages/Home.tsx']);
    expect(routeModules('/channels/all/onair-one')).toEqual([
      'src/channels/ChannelsPage.tsx',
      'src/player/AppPlayer.tsx',
    ]);
    expect(routeModules('/channels')).toContain('src/channels/ChannelsPage.tsx');
    expect(routeModules('/watch/film-103')).toContain('src/player/AppPlayer.tsx');
    expect(routeModules('/contents/film-103')).toEqual(['src/content/ContentPage.tsx']);
    expect(routeModules('/settings')).toEqual([]);
    expect(routeModules('/channelsfree')).toEqual([]);
  });

  it('lists only modules that exist and that the app imports lazily by that name', () => {
    const router = readFileSync(path.join(appDir, 'src/app/router.tsx'), 'utf8');
    const loader = readFileSync(path.join(appDir, 'src/player/load-app-player.ts'), 'utf8');
    for (const route of ROUTE_CHUNKS) {
      for (const module of route.modules) {
        expect(existsSync(path.join(appDir, module)), module).toBe(true);
        const imported = `import('${module.replace(/^src\/(?:app\/)?/, '../').replace(/\.tsx?$/, '')}')`;
        const own = `import('./${path.basename(module).replace(/\.tsx?$/, '')}')`;
        expect(router.includes(imported) || loader.includes(own), module).toBe(true);
      }
    }
  });
});
