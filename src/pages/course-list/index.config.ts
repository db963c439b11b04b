export default definePageConfig({
  navigationBarTitleText: '课程',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
