export default definePageConfig({
  navigationBarTitleText: '我的门票',
  navigationStyle: 'custom'
})
