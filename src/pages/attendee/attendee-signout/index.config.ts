export default definePageConfig({
  navigationBarTitleText: '签退',
  navigationStyle: 'custom'
})
