// A PO catalog, compiled by @lingui/vite-plugin when it is imported (src/app/i18n/load-catalog.ts).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
