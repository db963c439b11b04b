export default definePageConfig({
  navigationBarTitleText: '我的活动',
  navigationStyle: 'custom'
})
