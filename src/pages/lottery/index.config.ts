export default definePageConfig({
  navigationBarTitleText: '抽奖',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
