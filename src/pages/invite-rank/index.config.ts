export default definePageConfig({
  navigationBarTitleText: '邀请排行',
  navigationStyle: 'custom'
})
