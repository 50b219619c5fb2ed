import { describe, expect, it } from 'vitest';
import { svgDoc, svgSprite } from '../../../../scripts/engine/draw/svg';

/*
 * Several pictures in one SVG file, each shown alone through its <view>: the footer's tiles, which
 * a page then loads as one document instead of one per tile.
 */

const tile = (colour: string) =>
  svgDoc({ width: 40, height: 30, title: `A ${colour} tile`, defs: `<pattern id="p"><rect fill="${colour}"/></pattern><use href="#p"/>`, body: '<rect width="40" height="30" fill="url(#p)"/>' });

describe('a sprite of pictures', () => {
  const sprite = svgSprite(40, 30, { green: tile('green'), gold: tile('gold') });

  it('places each picture side by side, with a view of its own place', () => {
    // Without a width and height of its own, which would be every view's natural size.
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 80 30">/);
    expect(sprite).toContain('<view id="green" viewBox="0 0 40 30"/>');
    expect(sprite).toContain('<view id="gold" viewBox="40 0 40 30"/>');
    expect(sprite).toContain('<svg x="40" y="0" width="40" height="30" viewBox="0 0 40 30">');
  });

  it("keeps each picture's ids and references apart, by the picture's name", () => {
    expect(sprite).toContain('<pattern id="green-p"><rect fill="green"/>');
    expect(sprite).toContain('<pattern id="gold-p"><rect fill="gold"/>');
    expect(sprite).toContain('fill="url(#gold-p)"');
    expect(sprite).toContain('<use href="#green-p"/>');
    expect(sprite.match(/id="p"|url\(#p\)|href="#p"/g)).toBeNull();
  });

  it("leaves out the pictures' own titles: the page's alt text names each view", () => {
    expect(sprite).not.toContain('<title>');
  });
});
