// The weui icon font that draws the tick of Taro's Checkbox on the web: kept out of the start-up stylesheet
// (config/taro-icon-font-loader.cjs), so it loads with the screens that draw a checkbox.
import '@tarojs/components/dist/taro-components/taro-components.css?icon-font'
