export default definePageConfig({
  navigationBarTitleText: '邀请海报',
  navigationStyle: 'custom',
  // Sharing is disabled here (spec §2): the poster carries the promoter's link instead.
  enableShareAppMessage: false,
  enableShareTimeline: false
})
