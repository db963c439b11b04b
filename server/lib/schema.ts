import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type, type TObject, type TOptional, type TProperties, type TSchema } from 'typebox'
import { CELLPHONE_PATTERN } from '../../src/shared/phone'

/**
 * Request schemas, built with TypeBox: Fastify validates with the JSON schema and, through the
 * TypeBox type provider (`typed(app)`), the handler's `req.query`/`req.params`/`req.body` get their
 * types from the same object. No route writes its request type by hand.
 *
 *   typed(app).get('/x/:id', { schema: { params: obj({ id: id() }, ['id']) } }, req => req.params.id)
 */

export const int = (extra: Parameters<typeof Type.Integer>[0] = {}) => Type.Integer({ minimum: 0, maximum: 2147483647, ...extra })
export const id = () => int({ minimum: 1 })
export const str = (maxLength = 200, extra: Parameters<typeof Type.String>[0] = {}) => Type.String({ maxLength, ...extra })
export const bool = () => Type.Boolean()
/** A cellphone (src/shared/phone.ts); a refusal says CELLPHONE_INVALID (lib/validation-message.ts). */
export const phone = () => Type.String({ pattern: CELLPHONE_PATTERN.source })
/** A cellphone or '' (an optional field cleared). */
export const phoneOrEmpty = () => Type.String({ pattern: `^$|${CELLPHONE_PATTERN.source}` })
/** One of the given strings (`enum` in the JSON schema). */
export const oneOf = <const V extends string[]>(values: [...V]) => Type.Enum(values)

type Optionals<P extends TProperties, R extends keyof P> = { [K in keyof P]: K extends R ? P[K] : TOptional<P[K]> }

/** An object whose `required` keys must be present; the others are optional. Extra keys are let through unless told. */
export function obj<P extends TProperties, R extends keyof P & string = never>(
  properties: P,
  required: readonly R[] = [],
  additionalProperties: boolean = true
): TObject<Optionals<P, R>> {
  const props: Record<string, TSchema> = {}
  for (const [key, schema] of Object.entries(properties)) props[key] = (required as readonly string[]).includes(key) ? schema : Type.Optional(schema)
  return Type.Object(props, { additionalProperties }) as unknown as TObject<Optionals<P, R>>
}

/** `{ id }` path params. */
export const idParams = <N extends string = 'id'>(name: N = 'id' as N) => obj({ [name]: id() } as Record<N, ReturnType<typeof id>>, [name])

/** page/size query with optional extras. */
export const pageQuery = <E extends TProperties = Record<never, never>, R extends keyof E & string = never>(extra: E = {} as E, required: readonly R[] = []) =>
  obj({ page: int({ minimum: 1 }), size: int({ minimum: 1, maximum: 1000 }), ...extra }, required)

/** The app with the TypeBox type provider: request types come from the route's schema. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>()
