import Taro from '@tarojs/taro'
import { getAccountInfo, getDouyinMainDomain, getWxMainDomain, loginDouyin, loginMiniApp, loginWxh5, logout } from '@/features/account/api'
import { platformLogin } from '@/services/platform/login'
import { getCompanyInfo, getExtensions, getWebsiteInfo, getWebsiteMenu } from '@/features/site/api'
import { currentLocation, leaveTo } from '@/services/platform/launch'
import { readBootData } from '@/services/platform/boot-data'
import { deferredAnalytics, loadAnalytics } from '@/services/analytics'
import { RootStore } from '@/stores/root-store'

/** The app's root store wired to the real API and router: the composition root, outside stores/ so no store imports a feature. */
export function createRootStore(): RootStore {
  return new RootStore({
    login: () =>
      platformLogin({
        wxh5: loginWxh5,
        miniApp: loginMiniApp,
        douyin: loginDouyin,
        wxMainDomain: getWxMainDomain,
        douyinMainDomain: getDouyinMainDomain
      }),
    logout,
    accountInfo: getAccountInfo,
    // The server ships company info and the default website with the HTML on the web: no round trip.
    companyInfo: () => {
      const boot = readBootData()
      return boot ? Promise.resolve(boot.companyInfo) : getCompanyInfo()
    },
    websiteInfo: id => {
      const site = readBootData()?.website
      return site && site.id === id ? Promise.resolve(site.info) : getWebsiteInfo(id)
    },
    websiteMenu: id => {
      const site = readBootData()?.website
      return site && site.id === id ? Promise.resolve(site.menu) : getWebsiteMenu(id)
    },
    // …and the extensions it offers.
    extensions: () => {
      const offered = readBootData()?.extensions
      return offered ? Promise.resolve(offered) : getExtensions()
    },
    leaveTo,
    redirectTo: url => void Taro.redirectTo({ url }).catch(() => undefined),
    currentLocation,
    // The client's code is a chunk of its own, fetched from here on; the app holds a recorder meanwhile (deferred.ts).
    analytics: options => deferredAnalytics(loadAnalytics, options)
  })
}
