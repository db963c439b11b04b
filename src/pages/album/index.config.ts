export default definePageConfig({
  navigationBarTitleText: '相册',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
