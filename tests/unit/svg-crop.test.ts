import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropSvgTo } from '../../generator/pipeline/images/svg-crop.ts';

const FRAME = { width: 1200, height: 630 };
const root = (svg: string | undefined) => svg?.match(/<svg\b[^>]*>/)?.[0];

describe('cropSvgTo', () => {
  it('cuts art taller than the frame to its middle band, the viewBox with it', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><rect/></svg>';
    expect(cropSvgTo(svg, FRAME)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 135 1200 630"><rect/></svg>',
    );
  });

  it('keeps a viewBox of other units than the size in proportion', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 800 600">';
    expect(root(cropSvgTo(svg, FRAME))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 90 800 420">',
    );
    const offset = '<svg width="800px" height="600px" viewBox="-40,10,800,600">';
    expect(cropSvgTo(offset, FRAME)).toBe('<svg width="800" height="420" viewBox="-40 100 800 420">');
  });

  it('cuts art wider than the frame to its middle, and leaves art of the same proportions alone', () => {
    expect(cropSvgTo('<svg width="2000" height="630" viewBox="0 0 2000 630">', FRAME)).toBe(
      '<svg width="1200" height="630" viewBox="400 0 1200 630">',
    );
    const same = '<svg width="2400" height="1260" viewBox="0 0 2400 1260"><g/></svg>';
    expect(cropSvgTo(same, FRAME)).toBe(same);
  });

  it('adds the viewBox a root without one had implicitly', () => {
    expect(cropSvgTo('<svg width="1200" height="900">', FRAME)).toBe(
      '<svg viewBox="0 135 1200 630" width="1200" height="630">',
    );
  });

  it('reads single-quoted attributes and never takes another attribute for the size', () => {
    expect(cropSvgTo("<svg stroke-width='3' width='1200' height='900' data-height='7'>", FRAME)).toBe(
      `<svg viewBox="0 135 1200 630" stroke-width='3' width="1200" height="630" data-height='7'>`,
    );
  });

  it('keeps every other character as it was, $ patterns included', () => {
    const svg = '<svg width="1200" height="900" viewBox="0 0 1200 900" data-x="$& $1 $$"><text>$&amp;</text></svg>';
    expect(cropSvgTo(svg, FRAME)).toBe(
      '<svg width="1200" height="630" viewBox="0 135 1200 630" data-x="$& $1 $$"><text>$&amp;</text></svg>',
    );
  });

  it('writes fractions to four decimals at most', () => {
    expect(root(cropSvgTo('<svg width="1000" height="1000" viewBox="0 0 1000 1000">', FRAME))).toBe(
      '<svg width="1000" height="525" viewBox="0 237.5 1000 525">',
    );
    expect(root(cropSvgTo('<svg width="7" height="7" viewBox="0 0 7 7">', FRAME))).toBe(
      '<svg width="7" height="3.675" viewBox="0 1.6625 7 3.675">',
    );
  });

  it.each([
    ['no root element', '<html><body/></html>'],
    ['a size in percent', '<svg width="100%" height="900" viewBox="0 0 1200 900">'],
    ['a size in centimetres', '<svg width="12cm" height="9cm">'],
    ['no height', '<svg width="1200" viewBox="0 0 1200 900">'],
    ['a zero height', '<svg width="1200" height="0">'],
    ['a viewBox of three numbers', '<svg width="1200" height="900" viewBox="0 0 1200">'],
    ['a viewBox that is not numbers', '<svg width="1200" height="900" viewBox="a b c d">'],
    ['an empty viewBox', '<svg width="1200" height="900" viewBox="0 0 0 900">'],
    ['a viewBox of other proportions than the size', '<svg width="1200" height="900" viewBox="0 0 1200 800">'],
  ])('leaves art it cannot cut safely to the caller: %s', (_, svg) => {
    expect(cropSvgTo(svg, FRAME)).toBeUndefined();
  });

  it('draws the same pixels as the whole art drawn and then cropped', async () => {
    // Shapes across the cut, a gradient and a stroke at the edges the crop keeps.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#00c"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="140" r="80" fill="#fc0"/>
<rect x="10" y="700" width="300" height="150" fill="#0a0" stroke="#fff" stroke-width="12"/></svg>`;
    const whole = await sharp(Buffer.from(svg), { density: 24 })
      .resize(1200, 630, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer();
    const cut = await sharp(Buffer.from(cropSvgTo(svg, FRAME)!), { density: 24 })
      .resize(1200, 630, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer();
    expect(cut.length).toBe(whole.length);
    let far = 0;
    for (let i = 0; i < cut.length; i++) if (Math.abs(cut[i] - whole[i]) > 24) far++;
    expect(far).toBe(0);
  });
});
