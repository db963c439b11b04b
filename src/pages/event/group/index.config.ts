export default definePageConfig({
  navigationBarTitleText: '团体报名',
  navigationStyle: 'custom'
})
