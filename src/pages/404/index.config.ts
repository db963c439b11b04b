export default definePageConfig({
  navigationBarTitleText: '页面不存在',
  navigationStyle: 'custom'
})
