export default definePageConfig({
  navigationBarTitleText: '我的收藏',
  navigationStyle: 'custom'
})
