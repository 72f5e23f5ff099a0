/**
 * Test reading of a drawn picture: the boxes (x0 y0 x1 y1 in the drawing) it marks with `attr`, where its
 * framing transform (`artSvg`) puts them on screen.
 */
export function framed(svg: string, attr: string) {
  const [, tx, ty, sx, sy] = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(svg)!.map(Number)
  // a motif drawn within the framed part sits in a group moved there
  const inner = /<g transform="translate\(([-\d.]+) ([-\d.]+)\)">/.exec(svg)
  const [ox, oy] = inner ? [Number(inner[1]), Number(inner[2])] : [0, 0]
  return [...svg.matchAll(new RegExp(`${attr}="([^"]+)"`, 'g'))].map((m) => {
    const [x0, y0, x1, y1] = m[1]!.split(' ').map(Number)
    const xs = [tx! + sx! * (x0! + ox), tx! + sx! * (x1! + ox)].sort((a, b) => a - b)
    return { left: xs[0]!, right: xs[1]!, top: ty! + sy! * (y0! + oy), bottom: ty! + sy! * (y1! + oy) }
  })
}
