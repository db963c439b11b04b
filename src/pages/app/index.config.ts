export default definePageConfig({
  navigationBarTitleText: '应用',
  navigationStyle: 'custom'
})
