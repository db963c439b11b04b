export default definePageConfig({
  navigationBarTitleText: '议程',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
