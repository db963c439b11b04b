export default definePageConfig({
  navigationBarTitleText: '嘉宾',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
