/**
 * Why: a link the viewer shares goes to other people, so it must not carry their session, device or any other
 * credential (issue 21, issue 35 item 6): secret parameters leave the query and the fragment, `user:password@`
 * leaves the authority, and a secret inside another parameter's value (a nested URL) is masked.
 */
import { isSecretName } from './names';
import { redactText } from './text';

function withoutSecrets(params: URLSearchParams): boolean {
  let changed = false;
  for (const name of [...new Set(params.keys())]) {
    if (isSecretName(name)) {
      params.delete(name);
      changed = true;
      continue;
    }
    const values = params.getAll(name);
    const masked = values.map((v) => redactText(v));
    if (masked.some((v, i) => v !== values[i])) {
      params.delete(name);
      for (const v of masked) params.append(name, v);
      changed = true;
    }
  }
  return changed;
}

/** The URL without secret parameters (query and `#a=b` fragment) or credentials; other text is returned as is. */
export function withoutSecretParams(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return redactText(href);
  }
  let changed = false;
  if (url.username || url.password) {
    url.username = '';
    url.password = '';
    changed = true;
  }
  if (withoutSecrets(url.searchParams)) changed = true;
  if (url.hash.includes('=')) {
    const fragment = new URLSearchParams(url.hash.slice(1));
    if (withoutSecrets(fragment)) {
      const rest = fragment.toString();
      url.hash = rest ? `#${rest}` : '';
      changed = true;
    }
  }
  const out = changed ? url.toString() : href;
  // What the URL parser does not see as a parameter (a signed path segment, a JWT in the path).
  return redactText(out);
}
