// fontverter ships no types; the one call the font tools make.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype', fromFormat?: string): Promise<Buffer>;
  };
  export default fontverter;
}
