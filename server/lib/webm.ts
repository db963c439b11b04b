/** Placeholder until the encoder lands. */
export function makeWebm(_seed: string): Buffer {
  return Buffer.alloc(0)
}
