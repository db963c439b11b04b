// Modules the tests use that ship no type declarations.

/** @tarojs/plugin-framework-react's runtime: test/utils/taro-app.ts mounts the app with it like taro-loader's H5 entry. */
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  export function createReactApp(app: unknown, react: unknown, dom: unknown, config: never): import('@tarojs/runtime').AppInstance
}
