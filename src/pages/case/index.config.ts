export default definePageConfig({
  navigationBarTitleText: '案例详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
