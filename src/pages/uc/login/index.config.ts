export default definePageConfig({
  navigationBarTitleText: '同事登录',
  navigationStyle: 'custom'
})
