import crypto from 'node:crypto'

/** 32 random bytes as hex: account keys, api keys, session ids, UC tokens. */
export const token = (bytes = 32): string => crypto.randomBytes(bytes).toString('hex')

/** n random decimal digits (leading zeros allowed). */
export function digits(n: number): string {
  let s = ''
  for (let i = 0; i < n; i++) s += crypto.randomInt(0, 10)
  return s
}

/** Uppercase letters and digits without look-alikes (0/O, 1/I): ticket codes, credentials. */
export function code(n: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let s = ''
  for (let i = 0; i < n; i++) s += alphabet[crypto.randomInt(0, alphabet.length)]
  return s
}

export const nowIso = (): string => new Date().toISOString()
