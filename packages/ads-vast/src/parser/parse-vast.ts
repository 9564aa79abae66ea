/**
 * parseVast: XML text → typed VastDocument (VAST 2.0, 3.0, 4.0–4.3).
 * Document-level failures throw VastError (100 malformed, 101 not a VAST
 * document or no usable ad, 102 VAST 1 / unsupported version); a single bad ad
 * is rejected and reported while the others stay playable.
 */
import { VastError } from '../errors';
import type { VastAd, VastDocument, VastRejectedAd } from '../types';
import { attr, childElements, childTexts } from '../xml/dom';
import { browserXmlParser, type XmlParser } from '../xml/xml-parser';
import { parseAd } from './parse-ad';

const SUPPORTED_MAJOR_VERSIONS = new Set(['2', '3', '4']);

export interface ParseVastOptions {
  /** The XML parser to use; defaults to the browser's DOMParser. In Node pass `await loadXmlParser()`. */
  xmlParser?: XmlParser;
}

function rootElement(doc: Document): Element {
  const root = childElements(doc)[0];
  if (!root) throw new VastError(100, 'the document has no root element');
  return root;
}

export function parseVast(xml: string, options: ParseVastOptions = {}): VastDocument {
  if (typeof xml !== 'string' || xml.trim() === '') throw new VastError(100, 'the response is empty');
  const xmlParser = options.xmlParser ?? browserXmlParser();
  if (!xmlParser) {
    throw new TypeError('parseVast: no DOMParser in this runtime; pass { xmlParser: await loadXmlParser() }');
  }
  const root = rootElement(xmlParser.parse(xml));
  if (root.nodeName === 'VideoAdServingTemplate') {
    throw new VastError(102, 'VAST 1 (<VideoAdServingTemplate>) is not supported');
  }
  if (root.nodeName !== 'VAST')
    throw new VastError(101, `the root element is <${root.nodeName}>, not <VAST>`);
  const version = (attr(root, 'version') ?? '').trim();
  if (version && !SUPPORTED_MAJOR_VERSIONS.has(version.split('.')[0] ?? '')) {
    throw new VastError(102, `VAST version ${version} is not supported`);
  }

  const ads: VastAd[] = [];
  const rejected: VastRejectedAd[] = [];
  const adElements = childElements(root, 'Ad');
  for (const adElement of adElements) {
    try {
      ads.push(parseAd(adElement, xmlParser.serialize));
    } catch (error) {
      if (!(error instanceof VastError)) throw error;
      const id = attr(adElement, 'id');
      rejected.push({
        ...(id ? { id } : {}),
        code: 101,
        reason: error.message,
        errors: childElements(adElement).flatMap((body) => childTexts(body, 'Error')),
      });
    }
  }
  if (adElements.length > 0 && ads.length === 0) {
    throw new VastError(101, rejected[0]?.reason ?? 'no usable <Ad> in the document');
  }
  return { version, ads, errors: childTexts(root, 'Error'), rejected };
}
