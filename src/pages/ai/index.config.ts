export default definePageConfig({
  navigationBarTitleText: 'AI 助手',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
