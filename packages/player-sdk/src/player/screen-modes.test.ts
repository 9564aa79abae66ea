import { pipAvailable } from './screen-modes';

/** A video in a document of its own, so the picture-in-picture support set here leaks into no other test. */
function videoIn(options: { enabled: boolean; request: boolean }): HTMLVideoElement {
  const doc = document.implementation.createHTMLDocument('pip');
  Object.defineProperty(doc, 'pictureInPictureEnabled', { value: options.enabled });
  const video = doc.createElement('video');
  if (options.request) Object.defineProperty(video, 'requestPictureInPicture', { value: async () => ({}) });
  return video;
}

describe('picture-in-picture is offered (§5)', () => {
  it.each([
    ['supported, ordinary channel', { enabled: true, request: true }, false, true],
    ['supported, vitrina (external player) channel', { enabled: true, request: true }, true, false],
    ['disabled by the document', { enabled: false, request: true }, false, false],
    ['no requestPictureInPicture on the element', { enabled: true, request: false }, false, false],
  ])('%s → %s', (_name, support, vitrina, offered) => {
    expect(pipAvailable(videoIn(support), vitrina)).toBe(offered);
  });
});
