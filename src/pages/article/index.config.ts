export default definePageConfig({
  navigationBarTitleText: '文章详情',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true
})
