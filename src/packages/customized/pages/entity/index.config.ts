export default definePageConfig({
  navigationBarTitleText: '列表',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
