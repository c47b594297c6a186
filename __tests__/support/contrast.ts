// WCAG 2 contrast between two colours as a browser computes them (`rgb(r, g, b)`, `rgba(…)`) or as
// written (`#rrggbb`): how the rendering test tells a chart that reads on its page from a white
// box on a dark one.

/** [r, g, b] in 0…255 of `rgb(…)`, `rgba(…)` (alpha ignored) or `#rrggbb`. */
export function parseColour(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(colour.trim());
  if (rgb) return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
  throw new Error(`not a colour: ${JSON.stringify(colour)}`);
}

/** WCAG relative luminance (0 black … 1 white). */
export function luminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 (the same) … 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
