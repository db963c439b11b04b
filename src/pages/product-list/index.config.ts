export default definePageConfig({
  navigationBarTitleText: '产品介绍',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
