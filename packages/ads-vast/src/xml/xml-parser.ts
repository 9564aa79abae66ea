/**
 * Where XML parsing comes from. Browsers have DOMParser/XMLSerializer; Node has
 * neither, so @xmldom/xmldom is imported lazily (a dynamic import) only there,
 * keeping it out of browser bundles and out of SSR module evaluation.
 */
import { VastError } from '../errors';

export interface XmlParser {
  /** Parse a document; throws VastError 100 on malformed XML. */
  parse(xml: string): Document;
  /** Serialise an element back to XML text (used for <Extension>). */
  serialize(node: Node): string;
}

export interface BrowserXmlGlobals {
  DOMParser?: typeof DOMParser;
  XMLSerializer?: typeof XMLSerializer;
}

function hasParserError(doc: Document): boolean {
  return doc.getElementsByTagName('parsererror').length > 0;
}

/** The browser's parser, or undefined where there is none (Node, workers without DOM). */
export function browserXmlParser(globals: BrowserXmlGlobals = globalThis): XmlParser | undefined {
  const Parser = globals.DOMParser;
  const Serializer = globals.XMLSerializer;
  if (!Parser || !Serializer) return undefined;
  return {
    parse(xml) {
      const doc = new Parser().parseFromString(xml, 'text/xml');
      if (hasParserError(doc)) throw new VastError(100, 'the document is not well-formed XML');
      return doc;
    },
    serialize: (node) => new Serializer().serializeToString(node),
  };
}

let nodeParser: Promise<XmlParser> | undefined;

/**
 * The parser for this runtime: the browser's when present, else @xmldom/xmldom
 * loaded on first use (it is a dependency of this package, external to the bundle).
 */
export function loadXmlParser(globals: BrowserXmlGlobals = globalThis): Promise<XmlParser> {
  const browser = browserXmlParser(globals);
  if (browser) return Promise.resolve(browser);
  nodeParser ??= import('@xmldom/xmldom').then(
    ({ DOMParser: XmldomParser, XMLSerializer: XmldomSerializer }) => {
      const failOnError = (level: 'warning' | 'error' | 'fatalError', message: string): void => {
        if (level !== 'warning') throw new VastError(100, message);
      };
      return {
        parse(xml: string): Document {
          try {
            const doc = new XmldomParser({ onError: failOnError }).parseFromString(xml, 'text/xml');
            return doc as unknown as Document;
          } catch (error) {
            if (error instanceof VastError) throw error;
            throw new VastError(100, error instanceof Error ? error.message : String(error), {
              cause: error,
            });
          }
        },
        serialize: (node: Node) => new XmldomSerializer().serializeToString(node as never),
      };
    },
  );
  return nodeParser;
}
