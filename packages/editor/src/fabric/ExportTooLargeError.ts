/**
 * An export the browser cannot draw: a layout (up to 20,000 × 20,000 in a stored design) with more pixels
 * than a canvas may hold, for which Chromium hands back an empty `data:,` URL instead of an image. A
 * RangeError, as every refused argument of the engine is.
 */
export class ExportTooLargeError extends RangeError {
  override readonly name = 'ExportTooLargeError';
  constructor(readonly size: { width: number; height: number }) {
    super(`The design is too large to export: this browser cannot draw ${size.width}×${size.height} pixels`);
  }
}
