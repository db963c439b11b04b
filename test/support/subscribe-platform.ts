/**
 * The subscribe-message adapter of a chosen build, for page tests that switch platform mid-file: the web's by default,
 * a mini-program's (its own file, so the dialog is Taro.requestSubscribeMessage) after `setSubscribePlatform('weapp')`.
 *
 *   jest.mock('../../../src/services/platform/subscribe', () => jest.requireActual('../../support/subscribe-platform').switchableSubscribe())
 */
type Platform = 'weapp' | 'tt' | null

let platform: Platform = null

/** The build whose adapter answers from now on (null: the web). */
export function setSubscribePlatform(next: Platform): void {
  platform = next
}

/** The module that stands for src/services/platform/subscribe: each call goes to the chosen build's adapter. */
export function switchableSubscribe() {
  const adapters = {
    web: jest.requireActual('../../src/services/platform/subscribe'),
    weapp: jest.requireActual('../../src/services/platform/subscribe.weapp'),
    tt: jest.requireActual('../../src/services/platform/subscribe.tt')
  }
  return {
    __esModule: true,
    get subscribePlatform() {
      return adapters[platform ?? 'web'].subscribePlatform
    },
    requestSubscribe: (ids: string[]) => adapters[platform ?? 'web'].requestSubscribe(ids)
  }
}
