/** Small JSON-schema builders for route validation (Fastify compiles them with Ajv). */

export const int = (extra: Record<string, unknown> = {}) => ({ type: 'integer', minimum: 0, maximum: 2147483647, ...extra })
export const id = () => int({ minimum: 1 })
export const str = (maxLength = 200, extra: Record<string, unknown> = {}) => ({ type: 'string', maxLength, ...extra })
export const bool = () => ({ type: 'boolean' })
export const phone = () => ({ type: 'string', pattern: '^1[3-9]\\d{9}$' })

export function obj(properties: Record<string, unknown>, required: string[] = [], additionalProperties: boolean = true) {
  return { type: 'object', properties, required, additionalProperties }
}

/** `{ id }` path params. */
export const idParams = (name = 'id') => obj({ [name]: id() }, [name])

/** page/size query with optional extras. */
export const pageQuery = (extra: Record<string, unknown> = {}, required: string[] = []) =>
  obj({ page: int({ minimum: 1 }), size: int({ minimum: 1, maximum: 1000 }), ...extra }, required)
