export default definePageConfig({
  navigationBarTitleText: '客户案例',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
