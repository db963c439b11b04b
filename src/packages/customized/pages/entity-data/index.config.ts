export default definePageConfig({
  navigationBarTitleText: '详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
