export default definePageConfig({
  navigationBarTitleText: '支付',
  navigationStyle: 'custom'
})
