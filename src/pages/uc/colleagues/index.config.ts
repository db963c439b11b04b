export default definePageConfig({
  navigationBarTitleText: '同事',
  navigationStyle: 'custom'
})
