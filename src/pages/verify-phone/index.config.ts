export default definePageConfig({
  navigationBarTitleText: '验证手机号',
  navigationStyle: 'custom'
})
