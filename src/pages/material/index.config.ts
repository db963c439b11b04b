export default definePageConfig({
  navigationBarTitleText: '资料详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
