export default definePageConfig({
  navigationBarTitleText: '我的资料',
  navigationStyle: 'custom'
})
