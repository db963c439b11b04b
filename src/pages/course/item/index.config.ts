export default definePageConfig({
  navigationBarTitleText: '视频课时',
  navigationStyle: 'custom'
})
