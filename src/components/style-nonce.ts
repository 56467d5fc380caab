import { setNonce } from 'get-nonce';

/**
 * Radix dialogs lock the page's scroll with a <style> element they add at run time
 * (react-remove-scroll, through react-style-singleton). The page's CSP allows no inline style
 * without the nonce the server puts in index.html for each answer; get-nonce hands it to them.
 * Imported for its effect by every module that opens a Radix dialog.
 */
const nonce = typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '');
if (nonce) setNonce(nonce);
