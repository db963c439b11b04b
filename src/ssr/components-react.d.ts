// The single component files of @tarojs/components-react that src/ssr/taro-components.tsx imports (the package types only its index).
declare module '@tarojs/components-react/dist/components/*/index.js' {
  const Component: unknown
  export default Component
}
