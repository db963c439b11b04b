export default definePageConfig({
  navigationBarTitleText: '领取门票',
  navigationStyle: 'custom'
})
