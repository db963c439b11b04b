export default definePageConfig({
  navigationBarTitleText: '资源',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
