export default definePageConfig({
  navigationBarTitleText: '网页',
  navigationStyle: 'custom'
})
