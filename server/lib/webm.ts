// Kept generated, not a committed fixture (issue #20): these ~100 deterministic lines are simpler than a 27 KB binary nobody can edit or regenerate without them.
/**
 * A tiny, valid WebM (Matroska + VP8) clip generated in code, so the demo has a playable video offline.
 *
 * Each frame is a VP8 key frame whose boolean-coded partitions are all zero bytes. A boolean decoder
 * reading zeros decodes every bool as 0 whatever its probability, which spells the simplest legal frame:
 * no segmentation, no loop filter, quantiser 0, no probability updates, every macroblock predicted from
 * the frame edge with no residual — a uniform mid-grey picture. The poster image carries the colour.
 */

const WIDTH = 320
const HEIGHT = 180
const FPS = 2
const CLIP_SECONDS = 6
const PARTITION_BYTES = 1024

function vp8KeyFrame(): Buffer {
  const first = Buffer.alloc(PARTITION_BYTES)
  const tokens = Buffer.alloc(PARTITION_BYTES)
  // Frame tag: key frame (bit 0 = 0), version 0, show_frame = 1, first partition size.
  const tag = (0 << 0) | (0 << 1) | (1 << 4) | (first.length << 5)
  const header = Buffer.from([tag & 0xff, (tag >> 8) & 0xff, (tag >> 16) & 0xff, 0x9d, 0x01, 0x2a, WIDTH & 0xff, WIDTH >> 8, HEIGHT & 0xff, HEIGHT >> 8])
  return Buffer.concat([header, first, tokens])
}

/** EBML variable-length size, always 8 bytes wide (legal and simple). */
function size(n: number): Buffer {
  const b = Buffer.alloc(8)
  b[0] = 0x01
  let v = n
  for (let i = 7; i >= 1; i--) {
    b[i] = v & 0xff
    v = Math.floor(v / 256)
  }
  return b
}

function el(id: number[], data: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(data) ? Buffer.concat(data) : data
  return Buffer.concat([Buffer.from(id), size(body.length), body])
}

function uint(n: number): Buffer {
  const bytes: number[] = []
  let v = n
  do {
    bytes.unshift(v & 0xff)
    v = Math.floor(v / 256)
  } while (v > 0)
  return Buffer.from(bytes)
}

function float64(n: number): Buffer {
  const b = Buffer.alloc(8)
  b.writeDoubleBE(n)
  return b
}

/** A CLIP_SECONDS-long 320×180 WebM; `seed` only names it (every clip looks the same). */
export function makeWebm(_seed: string): Buffer {
  const ebml = el(
    [0x1a, 0x45, 0xdf, 0xa3],
    [
      el([0x42, 0x86], uint(1)),
      el([0x42, 0xf7], uint(1)),
      el([0x42, 0xf2], uint(4)),
      el([0x42, 0xf3], uint(8)),
      el([0x42, 0x82], Buffer.from('webm')),
      el([0x42, 0x87], uint(2)),
      el([0x42, 0x85], uint(2))
    ]
  )
  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    [
      el([0x2a, 0xd7, 0xb1], uint(1_000_000)),
      el([0x4d, 0x80], Buffer.from('marketing-site server')),
      el([0x57, 0x41], Buffer.from('marketing-site server')),
      el([0x44, 0x89], float64(CLIP_SECONDS * 1000))
    ]
  )
  const tracks = el(
    [0x16, 0x54, 0xae, 0x6b],
    [
      el(
        [0xae],
        [
          el([0xd7], uint(1)),
          el([0x73, 0xc5], uint(1)),
          el([0x83], uint(1)),
          el([0x9c], uint(0)),
          el([0x86], Buffer.from('V_VP8')),
          el([0xe0], [el([0xb0], uint(WIDTH)), el([0xba], uint(HEIGHT))])
        ]
      )
    ]
  )
  const frame = vp8KeyFrame()
  const blocks: Buffer[] = [el([0xe7], uint(0))]
  // One extra frame at the very end so players show the full duration.
  for (let i = 0; i <= CLIP_SECONDS * FPS; i++) {
    const t = Math.round((i * 1000) / FPS)
    const head = Buffer.from([0x81, (t >> 8) & 0xff, t & 0xff, 0x80])
    blocks.push(el([0xa3], [head, frame]))
  }
  const cluster = el([0x1f, 0x43, 0xb6, 0x75], blocks)
  const segment = el([0x18, 0x53, 0x80, 0x67], [info, tracks, cluster])
  return Buffer.concat([ebml, segment])
}
