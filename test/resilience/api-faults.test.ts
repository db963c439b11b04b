/**
 * Every endpoint function the app calls, against every kind of server fault: each ends in a typed
 * error with a readable message (never a raw exception, never an unhandled rejection).
 */
import Taro from '@tarojs/taro'
import fs from 'node:fs'
import path from 'node:path'
import { ApiError, BadResponseError, NetworkError, TimeoutError } from '@/services/http/errors'

const FEATURES = path.resolve(__dirname, '../../src/features')
const apiModules = fs
  .readdirSync(FEATURES)
  .filter(d => fs.existsSync(path.join(FEATURES, d, 'api.ts')))
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every feature's api.ts found on disk, so a new one is covered too
  .map(d => ({ domain: d, mod: require(path.join(FEATURES, d, 'api.ts')) as Record<string, unknown> }))

/** Functions that call the API (constants, URL builders and the upload, which has its own transport, excluded). */
const NOT_CALLS = new Set(['qrCodeUrl', 'uploadFile'])
const endpoints = apiModules.flatMap(({ domain, mod }) =>
  Object.entries(mod)
    .filter(([name, fn]) => typeof fn === 'function' && !NOT_CALLS.has(name))
    .map(([name, fn]) => ({ name: `${domain}.${name}`, fn: fn as (...args: unknown[]) => Promise<unknown> }))
)

type Fault = { name: string; answer: () => Promise<unknown>; expected: new (...args: never[]) => Error }
const faults: Fault[] = [
  { name: 'HTTP 500', answer: async () => ({ statusCode: 500, data: 'Internal Server Error', header: {} }), expected: NetworkError },
  { name: 'HTTP 502', answer: async () => ({ statusCode: 502, data: '<html><h1>502 Bad Gateway</h1></html>', header: {} }), expected: NetworkError },
  { name: 'HTTP 504', answer: async () => ({ statusCode: 504, data: '', header: {} }), expected: NetworkError },
  {
    name: 'HTTP 200 with an HTML page',
    answer: async () => ({ statusCode: 200, data: '<!doctype html><title>Error</title>', header: {} }),
    expected: BadResponseError
  },
  { name: 'truncated JSON', answer: async () => ({ statusCode: 200, data: '{"code":200,"data":{"content":[', header: {} }), expected: BadResponseError },
  { name: 'an empty body', answer: async () => ({ statusCode: 200, data: '', header: {} }), expected: BadResponseError },
  {
    name: 'an unknown envelope code',
    answer: async () => ({ statusCode: 200, data: JSON.stringify({ code: 999, data: null, message: '未知错误' }), header: {} }),
    expected: ApiError
  },
  { name: 'a reset connection', answer: () => Promise.reject({ errMsg: 'request:fail net::ERR_CONNECTION_RESET' }), expected: NetworkError },
  { name: 'no answer at all', answer: () => new Promise(() => undefined), expected: TimeoutError }
]

/** Arguments that make a request (an empty company name, for one, makes none by design). */
const ARGS: Record<string, unknown[]> = { 'site.searchEnterprise': ['云图'] }

const cases = endpoints.flatMap(e => faults.map(f => [`${e.name} × ${f.name}`, e, f] as const))

describe(`server faults: ${endpoints.length} endpoints × ${faults.length} fault kinds = ${cases.length} cases`, () => {
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  it('finds the endpoints of every domain', () => {
    expect(endpoints.length).toBeGreaterThan(100)
  })

  it.each(cases)('%s ends in a clear error', async (_label, endpoint, fault) => {
    jest.useFakeTimers()
    jest.spyOn(Taro, 'request').mockImplementation((() => fault.answer()) as never)
    const pending = endpoint.fn(...(ARGS[endpoint.name] || [1, 1, 1])).then(
      () => new Error('resolved'),
      (e: unknown) => e
    )
    await jest.advanceTimersByTimeAsync(60000)
    const error = await pending
    expect(error).toBeInstanceOf(fault.expected)
    expect((error as Error).message).toMatch(/\S/)
    expect((error as Error).message).not.toMatch(/undefined|\[object/)
  })
})
