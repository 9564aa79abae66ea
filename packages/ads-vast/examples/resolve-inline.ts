// Runnable snippet: resolve a VAST tag and print its ads, the way a player would before an ad break.
//   npm start                                   (or: npx tsx packages/demo-backend/src/cli.ts --port 8787 --host 127.0.0.1)
//   npx tsx packages/ads-vast/examples/resolve-inline.ts [tag URL]
// Defaults to the demo backend's inline ad. In Node there is no DOMParser: resolveVast loads @xmldom/xmldom itself.
import { resolveVast, selectMediaFile, VastError } from '@onair/ads-vast';

const tagUrl = process.argv[2] ?? 'http://127.0.0.1:8787/vast/inline';

try {
  const { ads, errors } = await resolveVast(tagUrl, {
    // Pixels would go to the stat sink; a snippet only prints them.
    send: (url) => console.log(`  pixel  ${url}`),
  });
  console.log(`${ads.length} ad(s) from ${tagUrl}`);
  for (const ad of ads) {
    const linear = ad.creatives.find((creative) => creative.linear)?.linear;
    const media = linear
      ? selectMediaFile(linear.mediaFiles, {
          canPlayType: (type) => (type === 'video/mp4' || type === 'video/webm' ? 'maybe' : ''),
          width: 1280,
          height: 720,
        })
      : undefined;
    console.log({
      id: ad.id,
      sequence: ad.sequence,
      title: ad.adTitle,
      system: ad.adSystem,
      duration: linear?.duration,
      skipOffset: linear?.skipOffset,
      clickThrough: linear?.videoClicks.clickThrough,
      media: media && `${media.type} ${media.width}x${media.height} ${media.url}`,
      impressions: ad.impressions.length,
      wrappers: ad.wrapperChain.length,
    });
  }
  for (const error of errors) console.log(`  skipped: ${error.code} ${error.message}`);
} catch (error) {
  if (!(error instanceof VastError)) throw error;
  console.error(`no ad: ${error.code} ${error.message}`);
  process.exitCode = 1;
}
