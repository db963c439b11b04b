import type { Extensions } from '../../types/contract'
import { ok } from '../lib/envelope'
import type { RoutesPlugin } from './plugin'

/** GET /api/open/v1/extensions: the features this server offers beyond the specification; absent when none. */
export const extensionRoutes: RoutesPlugin = async (app, { ctx }) => {
  if (ctx.extensions.size === 0) return
  const answer: Extensions = { features: [...ctx.extensions] }
  app.get(
    '/api/open/v1/extensions',
    { schema: { summary: 'Extensions: {features: ExtensionName[]}', description: '(ours; absent when every extension is off)' } },
    () => ok(answer)
  )
}
