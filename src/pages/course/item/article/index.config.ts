export default definePageConfig({
  navigationBarTitleText: '图文课时',
  navigationStyle: 'custom'
})
