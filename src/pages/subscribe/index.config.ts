export default definePageConfig({
  navigationBarTitleText: '关注公众号',
  navigationStyle: 'custom'
})
