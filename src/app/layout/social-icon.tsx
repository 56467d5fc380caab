import type { SocialNetwork } from '../contact';

// Simple outline glyphs drawn for this app (not the networks' official artwork).
const GLYPHS: Record<SocialNetwork, string> = {
  Facebook: 'M14 8h2.5V4.5H14c-2.2 0-4 1.8-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.7c0-.4.2-.7.5-.7z',
  Instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM16.8 6a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4z',
  YouTube:
    'M4.5 6.5C6.5 6 9 5.8 12 5.8s5.5.2 7.5.7c.9.3 1.6 1 1.8 2 .3 1.2.4 2.4.4 3.5s-.1 2.3-.4 3.5c-.2 1-.9 1.7-1.8 2-2 .5-4.5.7-7.5.7s-5.5-.2-7.5-.7c-.9-.3-1.6-1-1.8-2-.3-1.2-.4-2.4-.4-3.5s.1-2.3.4-3.5c.2-1 .9-1.7 1.8-2zM10 9v6l5-3z',
  LinkedIn:
    'M5 3.5a2 2 0 110 4 2 2 0 010-4zM3.3 9h3.4v11.5H3.3zm5.6 0h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.3 2.3 4.3 5.4v6.4h-3.4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H8.9z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={GLYPHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
