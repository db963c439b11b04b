import Taro from '@tarojs/taro'

/** Keys stored locally (spec §3). */
export const StorageKey = {
  ACCOUNT_KEY: 'accountKey',
  OCUID: 'ocuid',
  UC_TOKEN: 'UC_TOKEN',
  UTM_SCID: 'utm_scid',
  UTM_UID: 'utm_uid',
  UTM_SOURCE: 'utm_source',
  UTM_ENTITY_DATA_ID: 'utm_entity_data_id'
} as const

/** Reads a stored value; storage that throws (private mode, quota) reads as empty. */
export function readStorage<T = string>(key: string): T | null {
  try {
    const value = Taro.getStorageSync(key)
    return value === '' || value === undefined ? null : (value as T)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) Taro.removeStorageSync(key)
    else Taro.setStorageSync(key, value)
  } catch {
    // Storage full or unavailable: the session keeps working in memory.
  }
}
