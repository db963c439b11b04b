export default definePageConfig({
  navigationBarTitleText: '门票详情',
  navigationStyle: 'custom'
})
