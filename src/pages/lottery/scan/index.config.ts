export default definePageConfig({
  navigationBarTitleText: '奖品核销',
  navigationStyle: 'custom'
})
