export default definePageConfig({
  navigationBarTitleText: '视频详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
