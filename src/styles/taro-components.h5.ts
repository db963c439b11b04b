// Taro's start-up CSS, first in the app's stylesheet on the web (config/index.ts extracts it instead of
// injecting it from JavaScript), in the order Taro injected it: the components' global sheet (the platform
// runtime imports it first), the page base, the HTML components. app.tsx imports this before any style of
// its own, so the app's rules win ties as they did when Taro put these at the top of <head>.
import '@tarojs/components/dist/taro-components/taro-components.css'
import '@tarojs/components/global.css'
import '@tarojs/components-react/dist/index.css'
