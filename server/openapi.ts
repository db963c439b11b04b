import { buildServer } from './app'

/** The JSON of a value with object keys sorted, two-space indented, one trailing newline: a stable document. */
function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map(k => [k, sort((v as Record<string, unknown>)[k])])
          )
        : v
  return `${JSON.stringify(sort(value), null, 2)}\n`
}

/**
 * The OpenAPI document of every route (docs/openapi.json), built by @fastify/swagger from the routes' TypeBox
 * schemas over a throwaway database in `dataDir`. Every extension is on, so every path the server can offer is in it.
 */
export async function endpointDocument(dataDir: string): Promise<string> {
  const app = await buildServer({ dataDir, openapi: true, devEndpoints: true, workers: 1 })
  try {
    await app.ready()
    return stableJson((app as unknown as { swagger(): unknown }).swagger())
  } finally {
    await app.close()
  }
}
