/**
 * A faint eight-pointed star lattice (khatam), drawn as an SVG tile and used as a CSS background on
 * dark banners. Our own artwork, a few hundred bytes, no image request.
 */
const tile = `<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80' viewBox='0 0 80 80'><g fill='none' stroke='%23ffffff' stroke-opacity='0.09' stroke-width='1.5'><path d='M40 12 L48 32 L68 40 L48 48 L40 68 L32 48 L12 40 L32 32 Z'/><rect x='22' y='22' width='36' height='36' transform='rotate(45 40 40)'/><rect x='22' y='22' width='36' height='36'/><path d='M0 0 L12 12 M80 0 L68 12 M0 80 L12 68 M80 80 L68 68'/></g></svg>`;

export const patternBackground = `url("data:image/svg+xml,${tile.replace(/"/g, "'").replace(/</g, '%3C').replace(/>/g, '%3E')}")`;
