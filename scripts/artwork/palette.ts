/** Colours shared by the generated artwork. Only the artwork scripts use these. */
export const palette = {
  green: '#0b5e42',
  greenDeep: '#084a34',
  night: '#10231c',
  gold: '#c99a2e',
  goldLight: '#e2c275',
  cream: '#f7f4ec',
  paper: '#fffbf2',
  sand: '#e9dfc7',
  teal: '#1d6f6a',
  tealDeep: '#0f4d4a',
  tealLight: '#8cc3b8',
  woodDark: '#6b4423',
  wood: '#8f5e30',
  woodLight: '#b57e45',
} as const;
