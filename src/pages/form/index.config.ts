export default definePageConfig({
  navigationBarTitleText: '报名表单',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
