export default definePageConfig({
  navigationBarTitleText: '产品详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
