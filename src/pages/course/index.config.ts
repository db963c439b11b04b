export default definePageConfig({
  navigationBarTitleText: '课程详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
