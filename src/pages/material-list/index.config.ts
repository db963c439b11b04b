export default definePageConfig({
  navigationBarTitleText: '资料下载',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  enablePullDownRefresh: true
})
