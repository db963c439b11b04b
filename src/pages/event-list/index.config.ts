export default definePageConfig({
  navigationBarTitleText: '活动',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
