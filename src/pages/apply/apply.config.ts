export default definePageConfig({
  navigationBarTitleText: '申请',
  navigationStyle: 'custom'
})
