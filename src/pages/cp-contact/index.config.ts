export default definePageConfig({
  navigationBarTitleText: '添加企业微信',
  navigationStyle: 'custom'
})
