import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The description's limited rich text, rendered through a whitelist: the stored HTML is parsed
 * into an inert document (DOMParser runs no scripts and loads nothing), and only the allowed
 * elements become React elements, without any attribute. Text is rendered as text, so React
 * escapes it. Other elements are unwrapped to their text; script, style and the like are dropped
 * with their content. Nothing is ever set as raw HTML.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li']);
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  if (tag === 'br') return createElement('br', { key });
  if (ALLOWED.has(tag)) return createElement(tag, { key }, ...children);
  return createElement(Fragment, { key }, ...children);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes, (node, index) => toReact(node, String(index)))}</div>;
}
