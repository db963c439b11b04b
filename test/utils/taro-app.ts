/**
 * @tarojs/test-utils-react 0.1.1 calls Taro 3.6's createRouter signature and breaks on Taro 4.
 * This subclass mounts the app the way taro-loader's H5 entry does (see TARO-NOTES).
 */
import TestUtils from '@tarojs/test-utils-react'
import { createHashHistory, createRouter, handleAppMount } from '@tarojs/router'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import { window as taroWindow } from '@tarojs/runtime'
import { proxyAppLifeCycle } from '@tarojs/test-utils-shared'
import * as React from 'react'
import * as ReactDOM from 'react-dom/client'
import path from 'node:path'

const waitFrame = () => new Promise(resolve => requestAnimationFrame(() => resolve(undefined)))

interface AppConfigShape {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  routes?: unknown[]
  router?: unknown
}

/** TestUtils without its createApp, which this class replaces with one that returns only the app (no page yet). */
const TestUtilsBase = TestUtils as unknown as new () => Omit<TestUtils, 'createApp'>

export class TaroTestApp extends TestUtilsBase {
  async createApp(): Promise<{ app: unknown }> {
    const root = path.resolve(__dirname, '..', '..')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, after test/setup/env.ts prepared Taro's globals
    const app = require(path.join(root, 'src', 'app')).default
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same app.config the app is built with, read at mount time
    const config: AppConfigShape = { ...require(path.join(root, 'src', 'app.config')).default }
    const all = [...config.pages, ...(config.subPackages || []).flatMap(sp => sp.pages.map(p => `${sp.root}/${p}`))]
    config.routes = all.map(route => ({
      path: route,
      load: async (context: unknown, params: unknown) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- each route's page module, loaded when the router opens it
        const page = require(path.join(root, 'src', route))
        return [page, context, params]
      }
    }))
    config.router = { mode: 'hash' }
    ;(globalThis as Record<string, unknown>).__taroAppConfig = config
    document.body.innerHTML = '<div id="app"></div>'
    const inst = createReactApp(app, React, ReactDOM, config as never)
    proxyAppLifeCycle(inst)
    const history = createHashHistory({ window: taroWindow as unknown as Window })
    handleAppMount(config as never, history as never)
    createRouter(history as never, inst as never, config as never, React as never)
    await waitFrame()
    return { app: inst }
  }
}
