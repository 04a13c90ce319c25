const ALLOWED_TAGS = new Set(['P', 'H2', 'H3', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'A', 'BLOCKQUOTE', 'BR']);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { A: ['href'] };
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

/**
 * Keeps only a small allow-list of tags and attributes; everything else (scripts, event handlers, styles,
 * javascript: links) is dropped. Posts are our own fixed data, but the reader never trusts HTML it renders.
 */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName)) child.remove();
        else child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
      for (const attribute of Array.from(child.attributes)) {
        const keep = allowed.includes(attribute.name) && (attribute.name !== 'href' || SAFE_URL.test(attribute.value.trim()));
        if (!keep) child.removeAttribute(attribute.name);
      }
      if (child.tagName === 'A') child.setAttribute('rel', 'noopener noreferrer');
      clean(child);
    }
  };
  // Unwrapping moves children up a level, so clean until nothing changes.
  let previous = '';
  while (previous !== document.body.innerHTML) {
    previous = document.body.innerHTML;
    clean(document.body);
  }
  return document.body.innerHTML;
}
