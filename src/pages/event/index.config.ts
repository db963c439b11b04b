export default definePageConfig({
  navigationBarTitleText: '活动详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
