/** The part of jsdom's API the unit tests use outside a jsdom environment (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    /** A document parsed from `html`, as a browser receives it from `url`; its scripts do not run. */
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
