import { inlineStylesheets } from './inline-entry-css';

const files: Record<string, string> = {
  '/assets/main-1.css': '.app{color:red}',
  '/assets/odd-1.css': 'a{}</style><script>x</script>',
};
const cssOf = (href: string) => files[href];

describe('inlineStylesheets', () => {
  it('writes a built stylesheet into the page and names it', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>';
    expect(inlineStylesheets(html, cssOf)).toEqual({
      html: '<head><style>.app{color:red}</style></head>',
      inlined: ['/assets/main-1.css'],
    });
  });

  it('leaves other links and stylesheets it does not have', () => {
    const html = [
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="modulepreload" href="/assets/main-1.css">',
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
    ].join('');
    expect(inlineStylesheets(html, cssOf)).toEqual({ html, inlined: [] });
  });

  it('cannot end the style element early', () => {
    const { html } = inlineStylesheets('<link rel=stylesheet href=/assets/odd-1.css>', cssOf);
    expect(html).toBe('<style>a{}<\\/style><script>x</script></style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
