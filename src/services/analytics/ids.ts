/** A random v4-style id; crypto when the platform has it, Math.random otherwise. */
export function randomId(): string {
  const bytes = new Array<number>(16)
  const cryptoApi = typeof crypto !== 'undefined' && crypto && typeof crypto.getRandomValues === 'function' ? crypto : null
  if (cryptoApi) {
    const buf = new Uint8Array(16)
    cryptoApi.getRandomValues(buf)
    for (let i = 0; i < 16; i++) bytes[i] = buf[i]
  } else {
    for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256)
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.map(b => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
