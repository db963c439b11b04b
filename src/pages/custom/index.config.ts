export default definePageConfig({
  navigationBarTitleText: '专题',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
