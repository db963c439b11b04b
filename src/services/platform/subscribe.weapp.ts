import Taro from '@tarojs/taro'
import type { SubscribePlatform } from '../../../types/contract'

/** The platform whose subscribe-message templates this build asks for. */
export const subscribePlatform: SubscribePlatform | null = 'weapp'

/**
 * Shows the platform's subscribe dialog for `templateIds` and answers the ids the visitor accepted (WeChat and
 * Douyin: subscribe.tt.ts uses this too). Call it in the tap's own handler, before anything is awaited: the
 * platform refuses the dialog outside a tap. A refusal, a ban ("always refuse") or any failure answers [] and
 * never throws, so whatever the tap does next is not blocked.
 */
export async function requestSubscribe(templateIds: string[]): Promise<string[]> {
  if (templateIds.length === 0) return []
  try {
    const result = (await Taro.requestSubscribeMessage({ tmplIds: templateIds } as Taro.requestSubscribeMessage.Option)) as Record<string, unknown>
    return templateIds.filter(id => result?.[id] === 'accept')
  } catch {
    return []
  }
}
