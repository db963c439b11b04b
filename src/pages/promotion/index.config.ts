export default definePageConfig({
  navigationBarTitleText: '推广中心',
  navigationStyle: 'custom'
})
