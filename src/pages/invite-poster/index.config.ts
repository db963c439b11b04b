export default definePageConfig({
  navigationBarTitleText: '邀请海报',
  navigationStyle: 'custom'
})
