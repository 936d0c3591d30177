/**
 * What a category drawing is given, and the gradients every drawing may use (by url(#id)).
 * Drawings are plain SVG fragments: shapes only, no text from the data, so nothing to escape.
 */
export interface DrawingInput {
  /** Main body colour (PCB, shrink wrap, frame…), varied per product and view. */
  body: string;
  /** The category's accent colour. */
  accent: string;
  /** A number derived from the SKU, for small stable variations (pin counts, blade angles). */
  seed: number;
  /** The product's name, for drawings that pick a shape by kind (pack or cell). */
  title: string;
}

export type Drawing = (input: DrawingInput) => string;

/** Shared gradients: brushed metal, a soft highlight, the sensor dome and a cylinder's shading. */
export const DRAWING_DEFS = `
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#b9c0c9"/><stop offset="1" stop-color="#e3e7ec"/>
  </linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="dome" cx="0.38" cy="0.32" r="0.75">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#eef1f5"/><stop offset="1" stop-color="#cfd6e0"/>
  </radialGradient>
  <linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.25"/>
    <stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
  </linearGradient>
  <linearGradient id="brass" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#b8862b"/><stop offset="0.4" stop-color="#f3cf6b"/><stop offset="1" stop-color="#a87420"/>
  </linearGradient>`;
