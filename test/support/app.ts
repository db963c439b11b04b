import { TaroTestApp } from '../utils/taro-app'
import { startAppWithStore, stubIntersectionObserver } from './page'

/**
 * The app a page-test file runs its pages in, started before the file's tests (IntersectionObserver stubbed for the
 * lazy images and paged lists).
 */
export function appPerFile(): TaroTestApp {
  const testUtils = new TaroTestApp()
  beforeAll(async () => {
    stubIntersectionObserver()
    await startAppWithStore(testUtils)
  })
  return testUtils
}
